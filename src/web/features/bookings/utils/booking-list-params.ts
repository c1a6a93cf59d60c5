/** The bookings screen's state as it lives in the address bar (list, agenda, open booking), and the moves that change it. */
import {
  BOOKING_SEARCH_MAX,
  BOOKING_SORTS,
  BOOKING_STATUSES,
  type BookingSort,
  type BookingStatus,
} from '#domain/booking-management';
import { isOneOf } from '#domain/taxonomy';
import type { PageSize } from '#web/components/ui/page-numbers';
import type { SortDirection } from '#web/components/ui/sortable-column-header';
import {
  hasRecordFilters,
  listQueryStrings,
  parseListOrder,
  parseRecordFilters,
  parseRecordId,
  screenSearch,
  setRecordFilters,
  type RecordFilters,
  toggledValue,
  withFilters,
  withoutReversedEnd,
  withSort,
} from '#web/lib/list-search-params';

export const BOOKING_VIEWS = ['list', 'agenda'] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

/** Status empty: every status. Visit days (from, to), both ends included; in the agenda, `from` is the first day. */
export type BookingFilters = RecordFilters<BookingStatus> & { listing?: string };

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

/** Reads the screen from the address; anything missing or not understood falls back to its default. */
export function parseBookingParams(search: URLSearchParams): BookingScreenParams {
  const view = search.get('view');
  return withoutReversedEnd({
    ...parseRecordFilters(search, { statuses: BOOKING_STATUSES, searchMax: BOOKING_SEARCH_MAX }),
    listing: parseRecordId(search.get('listing')),
    ...parseListOrder(search, BOOKING_SORTS, DEFAULT_BOOKING_PARAMS),
    view: isOneOf(BOOKING_VIEWS, view) ? view : DEFAULT_BOOKING_PARAMS.view,
    booking: parseRecordId(search.get('booking')),
  });
}

function setFilters(search: URLSearchParams, filters: BookingFilters) {
  setRecordFilters(search, filters);
  if (filters.listing) search.set('listing', filters.listing);
}

/** The address for a screen state: only what differs from the defaults, in a fixed order. */
export function toBookingSearch(params: BookingScreenParams): URLSearchParams {
  const setViewAndFilters = (search: URLSearchParams) => {
    if (params.view !== DEFAULT_BOOKING_PARAMS.view) search.set('view', params.view);
    setFilters(search, params);
  };
  return screenSearch(params, DEFAULT_BOOKING_PARAMS, setViewAndFilters, ['booking', params.booking]);
}

/** The list's API parameters: what the key of its query and GET /api/admin/bookings both need. */
export type BookingListRequest = BookingFilters & { sort: BookingSort; page: number; pageSize: PageSize };

export function toListRequest({
  view: _view,
  booking: _booking,
  ...request
}: BookingScreenParams): BookingListRequest {
  return request;
}

/** The query strings for GET /api/admin/bookings and its CSV export. */
export const { toListQuery, toExportQuery } = listQueryStrings(setFilters);

export function hasActiveFilters(filters: BookingFilters): boolean {
  return hasRecordFilters(filters) || Boolean(filters.listing);
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
  return withFilters(params, { status: toggledValue(BOOKING_STATUSES, params.status, status) });
}

/**
 * The list's filters are not the agenda's (it always shows the visits still to happen, from its first day), and
 * the agenda's first day is no filter of the list: each view starts clean, keeping the sort, page size and the
 * open booking.
 */
export function withView(params: BookingScreenParams, view: BookingView): BookingScreenParams {
  return { ...withoutFilters(params), view };
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
