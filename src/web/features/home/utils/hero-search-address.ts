/**
 * The home page's search box → the /properties address it leads to, in the parameter names of the domain's
 * listing search. Built without the search schema so the home page does not ship zod; the tests check the
 * address against it.
 */
import type { ListingSearch } from '#domain/listing-search';
import type { PlaceFilters } from '#domain/place-filters';
import {
  ALL_SUB_CATEGORIES,
  MAIN_CATEGORIES,
  isOneOf,
  type MainCategory,
  type PropertyStatus,
  type SubCategory,
} from '#domain/taxonomy';

/** The property type select: any type (''), a whole category, or one subcategory. */
export type PropertyTypeChoice = '' | MainCategory | SubCategory;

export type HeroSearch = {
  status: PropertyStatus;
  /** What the visitor typed: a city, a locality, or a locality and its city ("Whitefield, Bengaluru"). */
  place: string;
  propertyType: PropertyTypeChoice;
  /** The filters of the place suggestion picked, when the box still shows it (place-filters.ts). */
  picked?: PlaceFilters;
};

type TypedPlaceFilters = Pick<ListingSearch, 'q' | 'city'>;

/**
 * A known city goes to the exact city filter, which shows as the City box on /properties and finds only that
 * city's listings. Anything else (a locality, a project, a city nobody lists in yet) goes to the full-text
 * search, which looks in locality, city, title and description, so a typed place is never lost. "Locality, City"
 * with a known city does both.
 */
export function placeFilters(place: string, knownCities: readonly string[]): TypedPlaceFilters {
  const text = place.trim().replace(/\s+/g, ' ');
  if (!text) return {};
  const cityNamed = (name: string) =>
    knownCities.find((city) => city.toLocaleLowerCase('en-IN') === name.trim().toLocaleLowerCase('en-IN'));
  const city = cityNamed(text);
  if (city) return { city };
  const comma = text.lastIndexOf(',');
  const cityAfterComma = comma > 0 ? cityNamed(text.slice(comma + 1)) : undefined;
  if (cityAfterComma) {
    const locality = text.slice(0, comma).trim();
    return locality ? { q: locality, city: cityAfterComma } : { city: cityAfterComma };
  }
  return { q: text };
}

function typeFilters(choice: PropertyTypeChoice): Pick<ListingSearch, 'category' | 'type'> {
  if (isOneOf(MAIN_CATEGORIES, choice)) return { category: choice };
  if (isOneOf(ALL_SUB_CATEGORIES, choice)) return { type: [choice] };
  return {};
}

/** Written in the order /properties writes its own address, so the same search always has one address. */
const ADDRESS_ORDER = [
  'q',
  'status',
  'category',
  'type',
  'city',
  'locality',
  'pincode',
] as const satisfies ReadonlyArray<keyof ListingSearch>;

/** '/properties?status=rent&type=flat&city=Pune'; a picked place: '/properties?status=sale&pincode=560066'. */
export function heroSearchAddress(search: HeroSearch, knownCities: readonly string[]): string {
  const filters: Pick<ListingSearch, (typeof ADDRESS_ORDER)[number]> = {
    status: search.status,
    ...typeFilters(search.propertyType),
    ...(search.picked ?? placeFilters(search.place, knownCities)),
  };
  const params = new URLSearchParams();
  for (const key of ADDRESS_ORDER) {
    const value = filters[key];
    if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : value);
  }
  return `/properties?${params}`;
}

/** The address of a browse tile or a "View all" link: /properties with the filters named. */
export function browseAddress(filters: Partial<Record<keyof ListingSearch, string>>): string {
  return `/properties?${new URLSearchParams(filters)}`;
}
