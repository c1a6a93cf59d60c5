/**
 * The public search's state as it lives in the address bar, read with the shared schema, and the moves that change
 * it. In the domain because the server reads a first visit's address the same way, to preload the answer the page
 * will ask for (server http/route-preloads.ts).
 */
import {
  effectiveSort,
  LISTING_FILTER_KEYS,
  listingSearchSchema,
  needsPropertyStatus,
  type ListingFilters,
  type ListingSearch,
  type ListingSort,
} from './listing-search.js';
import { SUB_CATEGORIES, mainCategoryOf, type MainCategory } from './taxonomy.js';

export type { ListingFilters };

// The order parameters are written in, so one search always has one address.
const PARAM_ORDER = [...LISTING_FILTER_KEYS, 'sort', 'page', 'pageSize'] as const satisfies ReadonlyArray<
  keyof ListingSearch
>;

// What "Clear all filters" takes away: Buy or Rent stays, as do sorting and paging.
const CLEARABLE_KEYS = PARAM_ORDER.filter(
  (key): key is Exclude<(typeof PARAM_ORDER)[number], 'status' | 'sort' | 'page' | 'pageSize'> =>
    key !== 'status' && key !== 'sort' && key !== 'page' && key !== 'pageSize',
);

export const EMPTY_SEARCH: ListingSearch = listingSearchSchema.parse({});

export type ParsedSearch = { search: ListingSearch; dropped: string[] };

/**
 * Reads the search from the address with the same schema the API uses. A parameter the schema refuses is
 * dropped (the rest of the search still applies) rather than turning the page into an error.
 */
export function parseListingSearch(params: URLSearchParams): ParsedSearch {
  const raw: Record<string, string | string[]> = {};
  for (const key of PARAM_ORDER) {
    const values = params.getAll(key);
    if (values.length === 1 && values[0] !== undefined) raw[key] = values[0];
    else if (values.length > 1) raw[key] = values;
  }
  const dropped: string[] = [];
  // Each round drops what the schema named; a cross-field rule (min above max) can need a second round.
  for (let round = 0; round < PARAM_ORDER.length; round += 1) {
    const result = listingSearchSchema.safeParse(raw);
    if (result.success) return { search: result.data, dropped };
    const named = new Set(
      result.error.issues.map((issue) => issue.path[0]).filter((key) => typeof key === 'string'),
    );
    if (named.size === 0) break;
    for (const key of named) {
      delete raw[key];
      dropped.push(key);
    }
  }
  return { search: EMPTY_SEARCH, dropped: Object.keys(raw) };
}

const isBlank = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The address for a search: only what is set and differs from the defaults, lists comma-separated. */
export function toSearchParams(search: ListingSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of PARAM_ORDER) {
    const value = search[key];
    if (isBlank(value)) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'sort' && value === defaultSort(search)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/**
 * The query string for GET /api/properties: the address's parameters and the page always. A page size only
 * when the address names one; otherwise the server applies the site's listings-per-page setting.
 */
export function toApiQuery(search: ListingSearch): string {
  const params = toSearchParams(search);
  params.set('page', String(search.page));
  return params.toString();
}

function defaultSort(search: Pick<ListingSearch, 'q'>): ListingSort {
  return effectiveSort({ q: search.q });
}

/** The sorts worth offering: ranking by relevance needs search words, price per sq ft needs Buy or Rent. */
export function sortsFor(search: Pick<ListingSearch, 'q' | 'status'>): ListingSort[] {
  return [
    ...(search.q ? (['relevance'] as const) : []),
    'newest',
    'price-asc',
    'price-desc',
    ...(search.status ? (['price-per-sq-ft'] as const) : []),
    'area',
    'price-reduced',
  ];
}

/**
 * Applies filter changes and goes back to page 1 (the old page number means nothing in a new result). Choosing
 * a category drops the types outside it; a relevance sort without words to rank by, or a price per sq ft sort
 * without Buy or Rent, falls back to the default.
 */
export function withFilters(search: ListingSearch, changes: Partial<ListingFilters>): ListingSearch {
  const next: ListingSearch = { ...search, ...changes, page: 1 };
  if (next.category && next.type) {
    const category: MainCategory = next.category;
    const types = next.type.filter((type) => mainCategoryOf(type) === category);
    next.type = types.length > 0 ? types : undefined;
  }
  if (next.sort === 'relevance' && !next.q) next.sort = undefined;
  if (next.sort && needsPropertyStatus(next.sort) && !next.status) next.sort = undefined;
  return next;
}

export function withSort(search: ListingSearch, sort: ListingSort): ListingSearch {
  return { ...search, sort, page: 1 };
}

export function withPage(search: ListingSearch, page: number): ListingSearch {
  return { ...search, page: Math.max(1, Math.trunc(page)) };
}

/** Every filter off; Buy or Rent, the sort and the page size stay as the visitor chose them. */
export function withoutFilters(search: ListingSearch): ListingSearch {
  return {
    ...EMPTY_SEARCH,
    status: search.status,
    sort: search.sort === 'relevance' ? undefined : search.sort,
    pageSize: search.pageSize,
  };
}

/** How many filters "Clear all filters" would take away. */
export function activeFilterCount(search: ListingSearch): number {
  return CLEARABLE_KEYS.filter((key) => !isBlank(search[key])).length;
}

/** The types to offer: the chosen category's, or every type when none is chosen. */
export function typesFor(category: MainCategory | undefined) {
  return category ? SUB_CATEGORIES[category] : [...SUB_CATEGORIES.residential, ...SUB_CATEGORIES.commercial];
}

/** Adds a value to a list filter or takes it out; an empty list means the filter is off. */
export function toggled<T>(list: readonly T[] | undefined, value: T, on: boolean): T[] | undefined {
  const rest = (list ?? []).filter((item) => item !== value);
  const next = on ? [...rest, value] : rest;
  return next.length > 0 ? next : undefined;
}

/**
 * The filters of a search as a saved search sends them: the address's parameters less sort and paging, which
 * shape how results are shown, not which listings match.
 */
export function savedSearchParams(search: ListingSearch): Record<string, string> {
  const params = toSearchParams(search);
  for (const key of ['sort', 'page', 'pageSize'] as const) params.delete(key);
  return Object.fromEntries(params);
}

/** Where a saved search opens: /properties with its filters in the address, as the search page writes them. */
export function savedSearchAddress(filters: ListingFilters): string {
  const query = toSearchParams({ ...EMPTY_SEARCH, ...filters }).toString();
  return query ? `/properties?${query}` : '/properties';
}

/**
 * The saved search whose criteria /properties is changing ("Edit criteria" on My HouseHunt): not a filter, so it
 * stays in the address while the filters change, until the search is updated or the change given up.
 */
export const EDITED_SAVED_SEARCH_PARAM = 'savedSearch';

/** Where "Edit criteria" opens a saved search: its results, with the saved search being changed named. */
export function editSavedSearchAddress(id: string, filters: ListingFilters): string {
  const params = toSearchParams({ ...EMPTY_SEARCH, ...filters });
  params.set(EDITED_SAVED_SEARCH_PARAM, id);
  return `/properties?${params.toString()}`;
}
