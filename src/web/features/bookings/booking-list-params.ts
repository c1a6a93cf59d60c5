/** The bookings screen's state as it lives in the address bar (list, agenda, open booking), and the moves that change it. */
import {
  BOOKING_SEARCH_MAX,
  BOOKING_SORTS,
  BOOKING_STATUSES,
  type BookingSort,
  type BookingStatus,
} from '../../../domain/booking-management';
import { isOneOf } from '../../../domain/taxonomy';
import { PAGE_SIZES, type PageSize } from '../../components/ui/page-numbers';
import type { SortDirection } from '../../components/ui/sortable-column-header';

export const BOOKING_VIEWS = ['list', 'agenda'] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

export type BookingFilters = {
  q: string;
  /** Empty: every status. */
  status: BookingStatus[];
  /** Visit days, YYYY-MM-DD, both ends included. In the agenda, `from` is the first day shown. */
  from?: string;
  to?: string;
  listing?: string;
};

export type BookingScreenParams = BookingFilters & {
  sort: BookingSort;
  page: number;
  pageSize: PageSize;
  view: BookingView;
  /** The booking whose detail panel is open. */
  booking?: string;
};

export const DEFAULT_BOOKING_PARAMS: BookingScreenParams = {
  q: '',
  status: [],
  sort: 'created-desc',
  page: 1,
  pageSize: 20,
  view: 'list',
};

const MAX_PAGE = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseDay(value: string | null): string | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  // 2026-02-30 parses as 2 March: only a day that reads back the same is a real one.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

function parseUuid(value: string | null): string | undefined {
  return value !== null && UUID.test(value) ? value.toLowerCase() : undefined;
}

function parsePage(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : undefined;
}

/** Reads the screen from the address; anything missing or not understood falls back to its default. */
export function parseBookingParams(search: URLSearchParams): BookingScreenParams {
  const statuses = (search.get('status') ?? '').split(',').map((part) => part.trim());
  const sort = search.get('sort');
  const view = search.get('view');
  const pageSize = parsePage(search.get('pageSize'));
  const params: BookingScreenParams = {
    q: (search.get('q') ?? '').trim().slice(0, BOOKING_SEARCH_MAX),
    // In the domain's order, once each, whatever order the address had.
    status: BOOKING_STATUSES.filter((status) => statuses.includes(status)),
    from: parseDay(search.get('from')),
    to: parseDay(search.get('to')),
    listing: parseUuid(search.get('listing')),
    sort: isOneOf(BOOKING_SORTS, sort) ? sort : DEFAULT_BOOKING_PARAMS.sort,
    page: parsePage(search.get('page')) ?? DEFAULT_BOOKING_PARAMS.page,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_BOOKING_PARAMS.pageSize,
    view: isOneOf(BOOKING_VIEWS, view) ? view : DEFAULT_BOOKING_PARAMS.view,
    booking: parseUuid(search.get('booking')),
  };
  // A range that ends before it starts matches nothing (the server refuses it): keep the start only.
  if (params.from && params.to && params.to < params.from) params.to = undefined;
  return params;
}

function setFilters(search: URLSearchParams, filters: BookingFilters) {
  if (filters.q) search.set('q', filters.q);
  if (filters.status.length > 0) search.set('status', filters.status.join(','));
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.listing) search.set('listing', filters.listing);
}

/** The address for a screen state: only what differs from the defaults, in a fixed order. */
export function toBookingSearch(params: BookingScreenParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.view !== DEFAULT_BOOKING_PARAMS.view) search.set('view', params.view);
  setFilters(search, params);
  if (params.sort !== DEFAULT_BOOKING_PARAMS.sort) search.set('sort', params.sort);
  if (params.page !== DEFAULT_BOOKING_PARAMS.page) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_BOOKING_PARAMS.pageSize) search.set('pageSize', String(params.pageSize));
  if (params.booking) search.set('booking', params.booking);
  return search;
}

/** The list's API parameters: what the key of its query and GET /api/admin/bookings both need. */
export type BookingListRequest = BookingFilters & { sort: BookingSort; page: number; pageSize: PageSize };

export function toListRequest(params: BookingScreenParams): BookingListRequest {
  const { q, status, from, to, listing, sort, page, pageSize } = params;
  return { q, status, from, to, listing, sort, page, pageSize };
}

/** The query string for the CSV export: the list's filters and sort, no page (it holds every match). */
export function toExportQuery(request: BookingFilters & { sort: BookingSort }): string {
  const search = new URLSearchParams();
  setFilters(search, request);
  search.set('sort', request.sort);
  return search.toString();
}

/** The query string for GET /api/admin/bookings. */
export function toListQuery(request: BookingListRequest): string {
  const search = new URLSearchParams(toExportQuery(request));
  search.set('page', String(request.page));
  search.set('pageSize', String(request.pageSize));
  return search.toString();
}

export function hasActiveFilters(filters: BookingFilters): boolean {
  return Boolean(filters.q || filters.status.length > 0 || filters.from || filters.to || filters.listing);
}

/** Applies filter changes and goes back to the first page (the old page number means nothing in a new result). */
export function withFilters(
  params: BookingScreenParams,
  changes: Partial<BookingFilters>,
): BookingScreenParams {
  const next: BookingScreenParams = { ...params, ...changes, page: 1 };
  if (next.from && next.to && next.to < next.from) {
    // The end moved before the start, or the start after the end: the range becomes the one day just chosen.
    if ('to' in changes) next.from = next.to;
    else next.to = next.from;
  }
  return next;
}

/** Clears search and filters; the view, the sort and the page size stay. */
export function withoutFilters(params: BookingScreenParams): BookingScreenParams {
  return {
    ...DEFAULT_BOOKING_PARAMS,
    view: params.view,
    sort: params.sort,
    pageSize: params.pageSize,
    booking: params.booking,
  };
}

/** Turns one status chip on or off. */
export function withStatusToggled(params: BookingScreenParams, status: BookingStatus): BookingScreenParams {
  const chosen = params.status.includes(status)
    ? params.status.filter((other) => other !== status)
    : BOOKING_STATUSES.filter((other) => other === status || params.status.includes(other));
  return withFilters(params, { status: chosen });
}

export function withSort(params: BookingScreenParams, sort: BookingSort): BookingScreenParams {
  return { ...params, sort, page: 1 };
}

export function withPage(params: BookingScreenParams, page: number): BookingScreenParams {
  return { ...params, page: Math.min(Math.max(1, Math.trunc(page)), MAX_PAGE) };
}

export function withPageSize(params: BookingScreenParams, pageSize: PageSize): BookingScreenParams {
  return { ...params, pageSize, page: 1 };
}

export function withView(params: BookingScreenParams, view: BookingView): BookingScreenParams {
  return { ...params, view, page: 1 };
}

export function withBooking(params: BookingScreenParams, booking: string | undefined): BookingScreenParams {
  return { ...params, booking };
}

/** The table's sortable columns; each maps onto the server's sorts. */
export type BookingColumn = 'visitor' | 'visit' | 'created';

const COLUMN_SORTS: Record<BookingColumn, { asc?: BookingSort; desc?: BookingSort; first: SortDirection }> = {
  // Names only read A to Z: the server has no Z to A.
  visitor: { asc: 'name-asc', first: 'asc' },
  visit: { asc: 'visit-asc', desc: 'visit-desc', first: 'asc' },
  created: { asc: 'created-asc', desc: 'created-desc', first: 'desc' },
};

/** How the table is sorted by this column now, or undefined when it is sorted by another. */
export function columnSortDirection(sort: BookingSort, column: BookingColumn): SortDirection | undefined {
  const { asc, desc } = COLUMN_SORTS[column];
  if (sort === asc) return 'asc';
  if (sort === desc) return 'desc';
  return undefined;
}

/** A click on a column header: the sorted column flips direction where it can, another starts in its natural one. */
export function withColumnSort(params: BookingScreenParams, column: BookingColumn): BookingScreenParams {
  const sorts = COLUMN_SORTS[column];
  const current = columnSortDirection(params.sort, column);
  const direction: SortDirection = current ? (current === 'asc' ? 'desc' : 'asc') : sorts.first;
  const sort = sorts[direction] ?? sorts[sorts.first];
  return sort ? withSort(params, sort) : params;
}
