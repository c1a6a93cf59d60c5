/**
 * What /properties offers when a search finds nothing: the same search with one thing relaxed (the other of Buy
 * and Rent, a wider price, a nearby city, or one filter fewer), each with how many listings it would find. The
 * server counts them with the search itself, and the page links to `relaxedSearch`, so a count is what a click shows.
 */
import type { ListingSearch } from './listing-search.js';
import type { SearchSuggestion, SearchSuggestions } from './search-suggestion-answer.js';
import type { PropertyStatus } from './taxonomy.js';

export type { SearchSuggestion, SearchSuggestions };

export const MAX_SEARCH_SUGGESTIONS = 3;

/**
 * A city is nearby when the centre of its listings lies within this distance of the centre of the searched
 * city's listings: a few hours by road, near enough to move or commute for (Mumbai–Pune, Bengaluru–Chennai).
 */
export const NEARBY_CITY_MAX_KM = 400;

/**
 * The filters a suggestion may drop, one at a time; Buy or Rent, the price and the city have suggestions of their
 * own. The area range is one filter (its minimum and maximum go together).
 */
export const DROPPABLE_FILTERS = [
  'q',
  'locality',
  'category',
  'type',
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
  'area',
  'amenities',
  'features',
  'availableBy',
  'postedWithin',
  'featured',
] as const;
export type DroppableFilter = (typeof DROPPABLE_FILTERS)[number];

/** A suggestion before it is counted: what to change in the search. */
export type SearchRelaxation = SearchSuggestion extends infer Suggestion
  ? Suggestion extends unknown
    ? Omit<Suggestion, 'count'>
    : never
  : never;

const OTHER_STATUS: Record<PropertyStatus, PropertyStatus> = { sale: 'rent', rent: 'sale' };

/** Rounds to two significant figures, down or up: 3,27,750 → 3,20,000; 62,50,001 → 63,00,000. */
function twoFigures(value: number, direction: 'down' | 'up'): number {
  if (value <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return (direction === 'down' ? Math.floor(value / step) : Math.ceil(value / step)) * step;
}

/** The price range a quarter wider each way, in round figures: ₹40 L–₹60 L becomes ₹30 L–₹75 L. */
export function widenedPriceRange(minPrice: number | undefined, maxPrice: number | undefined) {
  return {
    minPrice: minPrice === undefined ? null : twoFigures(minPrice * 0.75, 'down'),
    maxPrice: maxPrice === undefined ? null : twoFigures(maxPrice * 1.25, 'up'),
  };
}

/** The search a suggestion leads to, from its first page. */
export function relaxedSearch(search: ListingSearch, relaxation: SearchRelaxation): ListingSearch {
  const next: ListingSearch = { ...search, page: 1 };
  switch (relaxation.kind) {
    case 'status':
      // Rents and sale prices live on different scales: a budget for one means nothing for the other.
      return { ...next, status: relaxation.status, minPrice: undefined, maxPrice: undefined };
    case 'price':
      return {
        ...next,
        minPrice: relaxation.minPrice ?? undefined,
        maxPrice: relaxation.maxPrice ?? undefined,
      };
    // A locality is a place in its city: another city leaves it behind.
    case 'city':
      return { ...next, city: relaxation.city, locality: undefined };
    case 'place':
      return { ...next, city: relaxation.city, locality: undefined, q: relaxation.q ?? undefined };
    case 'without': {
      const without: ListingSearch =
        relaxation.filter === 'area'
          ? { ...next, minArea: undefined, maxArea: undefined }
          : { ...next, [relaxation.filter]: undefined };
      // Relevance ranks by the words; without them it would mean nothing.
      return relaxation.filter === 'q' && without.sort === 'relevance'
        ? { ...without, sort: undefined }
        : without;
    }
  }
}

const isSet = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);

function isActive(search: ListingSearch, filter: DroppableFilter): boolean {
  return filter === 'area' ? isSet(search.minArea) || isSet(search.maxArea) : isSet(search[filter]);
}

/**
 * The relaxations of a search worth counting, nearest first: the other of Buy and Rent, the price a quarter wider
 * and then any price, and each other filter dropped. A nearby city needs the catalogue, so the server adds it.
 */
export function relaxationsOf(search: ListingSearch): SearchRelaxation[] {
  const relaxations: SearchRelaxation[] = [];
  if (search.status) relaxations.push({ kind: 'status', status: OTHER_STATUS[search.status] });
  if (search.minPrice !== undefined || search.maxPrice !== undefined) {
    const wider = widenedPriceRange(search.minPrice, search.maxPrice);
    if (wider.minPrice !== (search.minPrice ?? null) || wider.maxPrice !== (search.maxPrice ?? null)) {
      relaxations.push({ kind: 'price', ...wider });
    }
    relaxations.push({ kind: 'price', minPrice: null, maxPrice: null });
  }
  for (const filter of DROPPABLE_FILTERS) {
    if (isActive(search, filter)) relaxations.push({ kind: 'without', filter });
  }
  return relaxations;
}

// The place a name was probably meant for comes first: the likeliest reason a search finds nothing.
const KIND_ORDER: Record<SearchSuggestion['kind'], number> = {
  place: 0,
  status: 1,
  price: 2,
  city: 3,
  without: 4,
};

/**
 * The suggestions to offer from the counted ones: only those that find something, one per kind (the first
 * counted, so the narrowest widening of the price), except that several dropped filters may fill the list, the
 * one that finds the most first.
 */
export function pickSuggestions(counted: readonly SearchSuggestion[]): SearchSuggestion[] {
  const picked: SearchSuggestion[] = [];
  for (const suggestion of counted) {
    if (suggestion.count < 1) continue;
    if (suggestion.kind !== 'without' && picked.some((other) => other.kind === suggestion.kind)) continue;
    picked.push(suggestion);
  }
  return picked
    .map((suggestion, index) => ({ suggestion, index }))
    .sort(
      (a, b) =>
        KIND_ORDER[a.suggestion.kind] - KIND_ORDER[b.suggestion.kind] ||
        (a.suggestion.kind === 'without' ? b.suggestion.count - a.suggestion.count : 0) ||
        a.index - b.index,
    )
    .slice(0, MAX_SEARCH_SUGGESTIONS)
    .map(({ suggestion }) => suggestion);
}
