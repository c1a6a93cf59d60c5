/** The enquiries screen's state as it lives in the address bar (filters, order, page, open enquiry), and its moves. */
import {
  ENQUIRY_KINDS,
  ENQUIRY_SEARCH_MAX,
  ENQUIRY_SORTS,
  ENQUIRY_STATUSES,
  type EnquiryKind,
  type EnquirySort,
  type EnquiryStatus,
} from '#domain/enquiry-management';
import type { PageSize } from '#web/components/ui/page-numbers';
import {
  hasRecordFilters,
  listQueryStrings,
  parseCommaList,
  parseListOrder,
  parseRecordFilters,
  parseRecordId,
  screenSearch,
  type RecordFilters,
  toggledValue,
  withFilters,
  withoutReversedEnd,
  withSort,
} from '#web/lib/list-search-params';

/** Status or kind empty: every one. The days (from, to) the enquiries were sent on (India), both ends included. */
export type EnquiryFilters = RecordFilters<EnquiryStatus> & { kind: EnquiryKind[] };

export type EnquiryScreenParams = EnquiryFilters & {
  sort: EnquirySort;
  page: number;
  pageSize: PageSize;
  /** The enquiry whose detail panel is open. */
  enquiry?: string;
};

export const DEFAULT_ENQUIRY_PARAMS: EnquiryScreenParams = {
  q: '',
  status: [],
  kind: [],
  sort: 'created-desc',
  page: 1,
  pageSize: 20,
};

/** Reads the screen from the address; anything missing or not understood falls back to its default. */
export function parseEnquiryParams(search: URLSearchParams): EnquiryScreenParams {
  return withoutReversedEnd({
    ...parseRecordFilters(search, { statuses: ENQUIRY_STATUSES, searchMax: ENQUIRY_SEARCH_MAX }),
    kind: parseCommaList(ENQUIRY_KINDS, search.get('kind')),
    ...parseListOrder(search, ENQUIRY_SORTS, DEFAULT_ENQUIRY_PARAMS),
    enquiry: parseRecordId(search.get('enquiry')),
  });
}

function setFilters(search: URLSearchParams, filters: EnquiryFilters) {
  if (filters.q) search.set('q', filters.q);
  if (filters.status.length > 0) search.set('status', filters.status.join(','));
  if (filters.kind.length > 0) search.set('kind', filters.kind.join(','));
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
}

/** The address for a screen state: only what differs from the defaults, in a fixed order. */
export function toEnquirySearch(params: EnquiryScreenParams): URLSearchParams {
  return screenSearch(params, DEFAULT_ENQUIRY_PARAMS, setFilters, ['enquiry', params.enquiry]);
}

/** What the list query depends on: the screen without the open enquiry, so opening one does not refetch. */
export type EnquiryListRequest = EnquiryFilters & { sort: EnquirySort; page: number; pageSize: PageSize };

export function toListRequest({ enquiry: _enquiry, ...request }: EnquiryScreenParams): EnquiryListRequest {
  return request;
}

/** The query strings for GET /api/admin/enquiries and its CSV export. */
export const { toListQuery, toExportQuery } = listQueryStrings(setFilters);

export function hasActiveFilters(filters: EnquiryFilters): boolean {
  return hasRecordFilters(filters) || filters.kind.length > 0;
}

/** Clears search and filters; the order, the page size and the open enquiry stay. */
export function withoutFilters(params: EnquiryScreenParams): EnquiryScreenParams {
  return { ...DEFAULT_ENQUIRY_PARAMS, sort: params.sort, pageSize: params.pageSize, enquiry: params.enquiry };
}

export function withStatusToggled(params: EnquiryScreenParams, status: EnquiryStatus): EnquiryScreenParams {
  return withFilters(params, { status: toggledValue(ENQUIRY_STATUSES, params.status, status) });
}

export function withKindToggled(params: EnquiryScreenParams, kind: EnquiryKind): EnquiryScreenParams {
  return withFilters(params, { kind: toggledValue(ENQUIRY_KINDS, params.kind, kind) });
}

/** The "Sent" column flips between newest and oldest first; "Name" sorts A to Z. */
export function withColumnSort(params: EnquiryScreenParams, column: 'created' | 'name'): EnquiryScreenParams {
  if (column === 'name') return withSort(params, 'name-asc');
  return withSort(params, params.sort === 'created-desc' ? 'created-asc' : 'created-desc');
}

export function columnSortDirection(
  sort: EnquirySort,
  column: 'created' | 'name',
): 'asc' | 'desc' | undefined {
  if (column === 'name') return sort === 'name-asc' ? 'asc' : undefined;
  if (sort === 'created-desc') return 'desc';
  return sort === 'created-asc' ? 'asc' : undefined;
}

export function withEnquiry(params: EnquiryScreenParams, enquiry: string | undefined): EnquiryScreenParams {
  return { ...params, enquiry };
}
