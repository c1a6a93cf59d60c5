/**
 * The admin lists keep their state in the address bar (search, filters, sort, page, open record): the readings
 * and moves every list screen shares. Each screen's own params module says which of them it has.
 */
import { isFilterDay } from '#domain/list-filters';
import { isOneOf } from '#domain/taxonomy';
import { PAGE_SIZES, type PageSize } from '#web/components/ui/page-numbers';

/** No list is that long; a larger page in an address is a typo or a made-up link. */
export const MAX_LIST_PAGE = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Search text as the server takes it: trimmed, and no longer than it allows. */
export function parseSearchText(value: string | null, max: number): string {
  return (value ?? '').trim().slice(0, max);
}

/** A real calendar day written YYYY-MM-DD, in the years the lists' filters take, or undefined. */
export function parseCalendarDay(value: string | null): string | undefined {
  return value !== null && isFilterDay(value) ? value : undefined;
}

/** A record's id (a UUID, as the server writes it: lower case), or undefined. */
export function parseRecordId(value: string | null): string | undefined {
  return value !== null && UUID.test(value) ? value.toLowerCase() : undefined;
}

/** A page number from 1 to MAX_LIST_PAGE, or undefined. */
export function parsePage(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 1 && page <= MAX_LIST_PAGE ? page : undefined;
}

/** One of the page sizes the lists offer, or undefined. */
export function parsePageSize(value: string | null): PageSize | undefined {
  const size = parsePage(value);
  return PAGE_SIZES.find((offered) => offered === size);
}

/** The values of a comma list the domain knows, in the domain's order, once each. */
export function parseCommaList<Value extends string>(values: readonly Value[], text: string | null): Value[] {
  const parts = (text ?? '').split(',').map((part) => part.trim());
  return values.filter((value) => parts.includes(value));
}

/** Adds a value to the chosen ones or takes it away, keeping the domain's order (a filter chip's click). */
export function toggledValue<Value extends string>(
  all: readonly Value[],
  chosen: readonly Value[],
  value: Value,
): Value[] {
  return chosen.includes(value)
    ? chosen.filter((one) => one !== value)
    : all.filter((one) => one === value || chosen.includes(one));
}

/** A day range, both ends YYYY-MM-DD and included; either end may be open. */
type DayRange = { from?: string; to?: string };

/** A range that ends before it starts matches nothing (the server refuses it): the start is kept. */
export function withoutReversedEnd<Range extends DayRange>(range: Range): Range {
  return range.from && range.to && range.to < range.from ? { ...range, to: undefined } : range;
}

/**
 * Applies filter changes and goes back to the first page (the old page number means nothing in a new result).
 * A day range turned inside out by the change becomes the one day just chosen.
 */
export function withFilters<Params extends DayRange & { page: number }>(
  params: Params,
  changes: NoInfer<Partial<Params>>,
): Params {
  const next: Params = { ...params, ...changes, page: 1 };
  if (next.from && next.to && next.to < next.from) {
    if ('to' in changes) next.from = next.to;
    else next.to = next.from;
  }
  return next;
}

export function withSort<Params extends { sort: string; page: number }>(
  params: Params,
  sort: Params['sort'],
): Params {
  return { ...params, sort, page: 1 };
}

export function withPage<Params extends { page: number }>(params: Params, page: number): Params {
  return { ...params, page: Math.min(Math.max(1, Math.trunc(page)), MAX_LIST_PAGE) };
}

export function withPageSize<Params extends { page: number; pageSize: PageSize }>(
  params: Params,
  pageSize: PageSize,
): Params {
  return { ...params, pageSize, page: 1 };
}

/** What a list's address carries after its filters: sort, page and page size, each only when not the default. */
export function setPaging(
  search: URLSearchParams,
  params: { sort: string; page: number; pageSize: PageSize },
  defaults: { sort: string; page: number; pageSize: PageSize },
): void {
  if (params.sort !== defaults.sort) search.set('sort', params.sort);
  if (params.page !== defaults.page) search.set('page', String(params.page));
  if (params.pageSize !== defaults.pageSize) search.set('pageSize', String(params.pageSize));
}

/**
 * A list screen's address: its filters, then the sort and page where they are not the default, then the record
 * whose panel is open, in that fixed order.
 */
export function screenSearch<Params extends { sort: string; page: number; pageSize: PageSize }>(
  params: Params,
  defaults: { sort: string; page: number; pageSize: PageSize },
  setFilters: (search: URLSearchParams, params: Params) => void,
  [openName, openId]: [name: string, id: string | undefined],
): URLSearchParams {
  const search = new URLSearchParams();
  setFilters(search, params);
  setPaging(search, params, defaults);
  if (openId) search.set(openName, openId);
  return search;
}

/**
 * A list's two query strings to the API, given how its filters are written: the CSV export's (filters and sort,
 * no page: it holds every match) and the list page's (the same and the page).
 */
export function listQueryStrings<Filters>(setFilters: (search: URLSearchParams, filters: Filters) => void) {
  const toExportQuery = (request: Filters & { sort: string }): string => {
    const search = new URLSearchParams();
    setFilters(search, request);
    search.set('sort', request.sort);
    return search.toString();
  };
  const toListQuery = (request: Filters & { sort: string; page: number; pageSize: PageSize }): string => {
    const search = new URLSearchParams(toExportQuery(request));
    search.set('page', String(request.page));
    search.set('pageSize', String(request.pageSize));
    return search.toString();
  };
  return { toExportQuery, toListQuery };
}

/** The search, status chips and day range every list of visitor records has (bookings, enquiries). */
export type RecordFilters<Status extends string> = {
  q: string;
  status: Status[];
  from?: string;
  to?: string;
};

export function parseRecordFilters<Status extends string>(
  search: URLSearchParams,
  { statuses, searchMax }: { statuses: readonly Status[]; searchMax: number },
): RecordFilters<Status> {
  return {
    q: parseSearchText(search.get('q'), searchMax),
    status: parseCommaList(statuses, search.get('status')),
    from: parseCalendarDay(search.get('from')),
    to: parseCalendarDay(search.get('to')),
  };
}

export function setRecordFilters(search: URLSearchParams, filters: RecordFilters<string>) {
  if (filters.q) search.set('q', filters.q);
  if (filters.status.length > 0) search.set('status', filters.status.join(','));
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
}

export function hasRecordFilters(filters: RecordFilters<string>): boolean {
  return Boolean(filters.q || filters.status.length > 0 || filters.from || filters.to);
}

/** A list's order and page from the address; each falls back to the list's default. */
export function parseListOrder<Sort extends string>(
  search: URLSearchParams,
  sorts: readonly Sort[],
  defaults: { sort: Sort; page: number; pageSize: PageSize },
): { sort: Sort; page: number; pageSize: PageSize } {
  const sort = search.get('sort');
  return {
    sort: isOneOf(sorts, sort) ? sort : defaults.sort,
    page: parsePage(search.get('page')) ?? defaults.page,
    pageSize: parsePageSize(search.get('pageSize')) ?? defaults.pageSize,
  };
}
