/**
 * The public search's parameters: what /properties keeps in its URL and GET /api/properties accepts. Every
 * value arrives as text, is bounded, and is refused with a message naming it.
 */
import { z } from 'zod';
import { parseRupeeAmount } from './rupee-amount.js';
import { LISTER_KINDS } from './listing-lister.js';
import {
  AGES_OF_PROPERTY,
  ALL_SUB_CATEGORIES,
  AMENITIES,
  CITY_MAX_LENGTH,
  FACINGS,
  LOCALITY_MAX_LENGTH,
  FURNISHING_STATUSES,
  MAIN_CATEGORIES,
  PROPERTY_STATUSES,
  isOneOf,
  PIN_CODE,
  type PropertyStatus,
} from './taxonomy.js';
import {
  MAP_BOX_MAX_LENGTH,
  POLYGON_MAX_LENGTH,
  parseMapBox,
  parsePolygon,
  writeMapBox,
  writePolygon,
  type Parsed,
} from './map-area.js';

/**
 * `price-reduced` lists only the homes whose price dropped in the last 14 days (PRICE_REDUCED_BADGE_DAYS, the
 * ones with the "Price reduced" badge), latest drop first; `price-per-sq-ft` orders by the price per sq ft of the
 * total area, lowest first, and needs Buy or Rent chosen.
 */
export const LISTING_SORTS = [
  'relevance',
  'newest',
  'price-asc',
  'price-desc',
  'area',
  'price-reduced',
  'price-per-sq-ft',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Bedroom choices; 5 stands for "5 or more". */
export const BEDROOM_CHOICES = [1, 2, 3, 4, 5] as const;
export const POSTED_WITHIN_DAYS = [1, 7, 30, 90] as const;

/**
 * Floors as house hunters ask for them. Bands count storeys above the ground floor in the building as it is, not
 * relative to its height: "high" means a view over the neighbourhood in any building, and "top" (no flat above)
 * is its own choice, so a 4th floor that is the top of a 4-storey block is "low" and "top" both.
 */
export const FLOOR_BANDS = ['ground', 'low', 'middle', 'high', 'top'] as const;
export type FloorBand = (typeof FLOOR_BANDS)[number];
export const FLOOR_BAND_LABELS: Record<FloorBand, string> = {
  ground: 'Ground floor',
  low: 'Low (1st–4th)',
  middle: 'Middle (5th–10th)',
  high: 'High (11th and above)',
  top: 'Top floor',
};
/** The floor numbers of each band but "top" (floor_number; the ground floor is 0). */
export const FLOOR_BAND_RANGES: Record<Exclude<FloorBand, 'top'>, { from: number; to?: number }> = {
  ground: { from: 0, to: 0 },
  low: { from: 1, to: 4 },
  middle: { from: 5, to: 10 },
  high: { from: 11 },
};
export const MAX_PARKING_FILTER = 4;
/** `default` is the site settings' starting value for listings per page. */
export const SEARCH_PAGE_SIZES = { min: 1, max: 48, default: 12 } as const;
const MAX_RUPEES = 1e12;

/**
 * Results are counted exactly up to this many; beyond it the count says "1,000+" (an exact count of a
 * catalogue-wide search reads every matching listing, which is most of the time of a search at a million).
 */
export const LISTING_COUNT_CAP = 1000;

/**
 * Relevance ranks only this many matches, the newest; the rest follow, newest first. Ranking every match of a
 * common word read and scored every matching listing (most of the catalogue for "flat") before showing 12.
 */
export const RELEVANCE_CANDIDATES = 300;

/** The newest listings a full-text search looks through first for its candidates (server: relevancePage). */
export const RELEVANCE_WINDOW = 10 * RELEVANCE_CANDIDATES;

/**
 * How many results a search counts before it stops: the cap, or more on a page past it, so a visitor on page
 * 90 still learns whether there is a next page. A search ranked by its words counts as far as its candidates
 * ("300+"): they are read to be ranked anyway, and counting on to the cap read ten times as many listings for a
 * word in one listing of ten (docs/decisions/032-full-text-counts-its-candidates.md).
 */
export const countLimitFor = (page: number, pageSize: number, { ranked = false } = {}) =>
  Math.max(ranked ? RELEVANCE_CANDIDATES : LISTING_COUNT_CAP, page * pageSize);
const MAX_SQUARE_FEET = 1e9;

/** A budget: whole rupees, or an amount as people type it ("50 lakh", "75L", "1.2 cr"; rupee-amount.ts). */
const rupees = (name: string) =>
  z.preprocess(
    (raw) => (typeof raw === 'string' && /[a-z₹]/i.test(raw) ? (parseRupeeAmount(raw) ?? raw) : raw),
    z.coerce
      .number({ error: `${name} must be an amount in rupees, such as 4500000, 45 lakh or 1.2 cr` })
      .int(`${name} must be a whole number of rupees`)
      .min(0, `${name} must be at least 0`)
      .max(MAX_RUPEES, `${name} must be at most ${MAX_RUPEES}`)
      .optional(),
  );

/** A filter that is either on ("true") or left out. */
const onlyWhenTrue = (name: string) => z.enum(['true'], { error: `${name} can only be true` }).optional();

/** "a,b" or a repeated parameter → the values, trimmed, each once; at most 30. */
const textList = (name: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((raw) => [
      ...new Set(
        (Array.isArray(raw) ? raw : [raw]).flatMap((part) => part.split(',')).map((part) => part.trim()),
      ),
    ])
    .transform((parts) => parts.filter(Boolean))
    .refine((parts) => parts.length <= 30, `${name}: at most 30 values`);

const listOf = <T extends string>(options: readonly T[], name: string) =>
  textList(name)
    .refine((parts) => parts.every((part) => isOneOf(options, part)), `${name}: not a value HouseHunt knows`)
    .transform((parts) => parts as T[])
    .optional();

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`)
    .optional();

/**
 * The map's areas (map-area.ts): the box the map shows, when "Search as I move the map" is on, and an area drawn
 * on it. Each is checked and written back in one spelling, so one area is one address and one saved search.
 */
const mapArea = <T>(
  name: string,
  maxLength: number,
  parse: (text: string) => Parsed<T>,
  write: (value: T) => string,
) =>
  z
    .string()
    .max(maxLength, `${name} is too long`)
    .transform((text, ctx) => {
      const parsed = parse(text);
      if (parsed.ok) return write(parsed.value);
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    })
    .optional();
const mapAreaFields = {
  bbox: mapArea('bbox', MAP_BOX_MAX_LENGTH, parseMapBox, writeMapBox),
  polygon: mapArea('polygon', POLYGON_MAX_LENGTH, parsePolygon, writePolygon),
};

export const listingSearchSchema = z
  .object({
    q: z.string().trim().max(100, 'Search text can be at most 100 characters').optional(),
    status: z.enum(PROPERTY_STATUSES, { error: 'status must be sale or rent' }).optional(),
    category: z.enum(MAIN_CATEGORIES, { error: 'category must be residential or commercial' }).optional(),
    type: listOf(ALL_SUB_CATEGORIES, 'type'),
    city: z
      .string()
      .trim()
      .max(CITY_MAX_LENGTH, `city can be at most ${CITY_MAX_LENGTH} characters`)
      // Read as the city it names ("Bangalore" as Bengaluru) by the server (placedListingSearchSchema): the city
      // table stays out of the search page's first load, which reads its address with this schema.
      .optional(),
    // A locality picked from the place suggestions ("Whitefield"): its name as listings store it, matched whole and
    // regardless of letter case, within the city when one is chosen, so the list finds exactly what the
    // suggestion counted (the full-text words would also find it in titles and descriptions).
    locality: z
      .string()
      .trim()
      .max(LOCALITY_MAX_LENGTH, `locality can be at most ${LOCALITY_MAX_LENGTH} characters`)
      .optional(),
    pincode: z
      .string()
      .trim()
      .max(7, 'pincode must be 6 digits and cannot start with 0')
      .regex(PIN_CODE, 'pincode must be 6 digits and cannot start with 0')
      .transform((pin) => pin.replace(' ', ''))
      .optional(),
    minPrice: rupees('minPrice'),
    maxPrice: rupees('maxPrice'),
    bedrooms: textList('bedrooms')
      .refine(
        (parts) => parts.every((part) => /^[1-5]$/.test(part)),
        'bedrooms: choose from 1, 2, 3, 4 and 5 (5 or more)',
      )
      .transform((parts) => parts.map(Number).sort())
      .optional(),
    minBathrooms: wholeNumber('minBathrooms', 1, 20),
    furnishing: listOf(FURNISHING_STATUSES, 'furnishing'),
    facing: listOf(FACINGS, 'facing'),
    age: listOf(AGES_OF_PROPERTY, 'age'),
    floor: listOf(FLOOR_BANDS, 'floor'),
    minParking: wholeNumber('minParking', 1, MAX_PARKING_FILTER),
    rera: onlyWhenTrue('rera'),
    verified: onlyWhenTrue('verified'),
    // Who posted the listing: its owner, an agent, or the HouseHunt team (decision 027).
    postedBy: listOf(LISTER_KINDS, 'postedBy'),
    minArea: wholeNumber('minArea', 0, MAX_SQUARE_FEET),
    maxArea: wholeNumber('maxArea', 0, MAX_SQUARE_FEET),
    amenities: listOf(AMENITIES, 'amenities'),
    features: textList('features')
      .refine((parts) => parts.every((part) => part.length <= 60), 'features: each at most 60 characters')
      .optional(),
    availableBy: z.iso.date({ error: 'availableBy must be a date written as YYYY-MM-DD' }).optional(),
    postedWithin: z.coerce
      .number({ error: 'postedWithin must be a number of days' })
      .refine(
        (days) => (POSTED_WITHIN_DAYS as readonly number[]).includes(days),
        'postedWithin: 1, 7, 30 or 90 days',
      )
      .optional(),
    featured: z.enum(['true'], { error: 'featured can only be true' }).optional(),
    ...mapAreaFields,
    sort: z.enum(LISTING_SORTS, { error: `sort must be one of ${LISTING_SORTS.join(', ')}` }).optional(),
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page starts at 1')
      .max(1000, 'page can be at most 1000')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'pageSize must be a number' })
      .int('pageSize must be a whole number')
      .min(SEARCH_PAGE_SIZES.min, `pageSize is ${SEARCH_PAGE_SIZES.min} to ${SEARCH_PAGE_SIZES.max}`)
      .max(SEARCH_PAGE_SIZES.max, `pageSize is ${SEARCH_PAGE_SIZES.min} to ${SEARCH_PAGE_SIZES.max}`)
      // Left out, the site's "listings per page" setting applies.
      .optional(),
  })
  .superRefine((search, ctx) => {
    if (search.minPrice !== undefined && search.maxPrice !== undefined && search.minPrice > search.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'maxPrice must not be below minPrice' });
    }
    if (search.minArea !== undefined && search.maxArea !== undefined && search.minArea > search.maxArea) {
      ctx.addIssue({ code: 'custom', path: ['maxArea'], message: 'maxArea must not be below minArea' });
    }
  });

export type ListingSearch = z.output<typeof listingSearchSchema>;

/** The settings a visitor filters by: everything in a search except sorting and paging. */
export type ListingFilters = Omit<ListingSearch, 'sort' | 'page' | 'pageSize'>;

/** The filters in the one order they are written in an address, stored and compared. */
export const LISTING_FILTER_KEYS = [
  'q',
  'status',
  'category',
  'type',
  'city',
  'locality',
  'pincode',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'minBathrooms',
  'furnishing',
  'facing',
  'age',
  'floor',
  'minParking',
  'rera',
  'verified',
  'postedBy',
  'minArea',
  'maxArea',
  'amenities',
  'features',
  'availableBy',
  'postedWithin',
  'featured',
  'bbox',
  'polygon',
] as const satisfies ReadonlyArray<keyof ListingFilters>;

/** The filters the search page keeps under "More filters", opened when one of them is set. */
export const MORE_FILTER_KEYS = [
  'category',
  'minBathrooms',
  'amenities',
  'pincode',
  'minArea',
  'maxArea',
  'availableBy',
  'postedWithin',
  'featured',
  'facing',
  'age',
  'floor',
  'minParking',
  'rera',
  'verified',
  'postedBy',
] as const satisfies ReadonlyArray<(typeof LISTING_FILTER_KEYS)[number]>;

/** A search with its page size settled: the one asked for, or the site's default. */
export type PagedListingSearch = ListingSearch & { pageSize: number };

/**
 * A price sort never puts a monthly rent beside a sale price: with neither Buy nor Rent chosen, it orders the
 * listings for sale first and then those for rent, each group by price (the direction asked for in both).
 */
export const PRICE_SORT_STATUS_ORDER = ['sale', 'rent'] as const satisfies readonly PropertyStatus[];

export const isPriceSort = (sort: ListingSort) => sort === 'price-asc' || sort === 'price-desc';

/**
 * A sort by price per sq ft needs Buy or Rent chosen: a monthly rent per sq ft and a sale price per sq ft are
 * different questions on scales a thousand times apart (as decision 003 keeps the price sorts apart).
 */
export const needsPropertyStatus = (sort: ListingSort) => sort === 'price-per-sq-ft';

/**
 * The sort a search is served in. Relevance needs words to rank by and price per sq ft needs Buy or Rent; without
 * them the default applies: relevance with words, else the newest first.
 */
export function effectiveSort(search: Pick<ListingSearch, 'q' | 'sort' | 'status'>): ListingSort {
  const { sort } = search;
  if (sort && (sort !== 'relevance' || search.q) && (!needsPropertyStatus(sort) || search.status))
    return sort;
  return search.q ? 'relevance' : 'newest';
}
