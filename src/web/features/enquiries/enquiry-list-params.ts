/** The enquiries screen's state as it lives in the address bar (filters, order, page, open enquiry), and its moves. */
import {
  ENQUIRY_KINDS,
  ENQUIRY_SEARCH_MAX,
  ENQUIRY_SORTS,
  ENQUIRY_STATUSES,
  type EnquiryKind,
  type EnquirySort,
  type EnquiryStatus,
} from '../../../domain/enquiry-management';
import { isOneOf } from '../../../domain/taxonomy';
import { PAGE_SIZES, type PageSize } from '../../components/ui/page-numbers';

export type EnquiryFilters = {
  q: string;
  /** Empty: every status. */
  status: EnquiryStatus[];
  /** Empty: every kind. */
  kind: EnquiryKind[];
  /** Days the enquiries were sent on (India), YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
};

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

const MAX_PAGE = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseDay(value: string | null): string | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  // 2026-02-30 parses as 2 March: only a day that reads back the same is a real one.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

function parsePositive(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= MAX_PAGE ? number : undefined;
}

/** The values of a comma list the domain knows, in the domain's order, once each. */
function parseList<Value extends string>(values: readonly Value[], text: string | null): Value[] {
  const parts = (text ?? '').split(',').map((part) => part.trim());
  return values.filter((value) => parts.includes(value));
}

/** Reads the screen from the address; anything missing or not understood falls back to its default. */
export function parseEnquiryParams(search: URLSearchParams): EnquiryScreenParams {
  const sort = search.get('sort');
  const pageSize = parsePositive(search.get('pageSize'));
  const enquiry = search.get('enquiry');
  const params: EnquiryScreenParams = {
    q: (search.get('q') ?? '').trim().slice(0, ENQUIRY_SEARCH_MAX),
    status: parseList(ENQUIRY_STATUSES, search.get('status')),
    kind: parseList(ENQUIRY_KINDS, search.get('kind')),
    from: parseDay(search.get('from')),
    to: parseDay(search.get('to')),
    sort: isOneOf(ENQUIRY_SORTS, sort) ? sort : DEFAULT_ENQUIRY_PARAMS.sort,
    page: parsePositive(search.get('page')) ?? DEFAULT_ENQUIRY_PARAMS.page,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_ENQUIRY_PARAMS.pageSize,
    enquiry: enquiry !== null && UUID.test(enquiry) ? enquiry.toLowerCase() : undefined,
  };
  // A range that ends before it starts matches nothing (the server refuses it): keep the start only.
  if (params.from && params.to && params.to < params.from) params.to = undefined;
  return params;
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
  const search = new URLSearchParams();
  setFilters(search, params);
  if (params.sort !== DEFAULT_ENQUIRY_PARAMS.sort) search.set('sort', params.sort);
  if (params.page !== DEFAULT_ENQUIRY_PARAMS.page) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_ENQUIRY_PARAMS.pageSize) search.set('pageSize', String(params.pageSize));
  if (params.enquiry) search.set('enquiry', params.enquiry);
  return search;
}

/** What the list query depends on: the screen without the open enquiry, so opening one does not refetch. */
export type EnquiryListRequest = EnquiryFilters & { sort: EnquirySort; page: number; pageSize: PageSize };

export function toListRequest(params: EnquiryScreenParams): EnquiryListRequest {
  const { q, status, kind, from, to, sort, page, pageSize } = params;
  return { q, status, kind, from, to, sort, page, pageSize };
}

/** The query string for the CSV export: the list's filters and order, no page (it holds every match). */
export function toExportQuery(request: EnquiryFilters & { sort: EnquirySort }): string {
  const search = new URLSearchParams();
  setFilters(search, request);
  search.set('sort', request.sort);
  return search.toString();
}

/** The query string for GET /api/admin/enquiries. */
export function toListQuery(request: EnquiryListRequest): string {
  const search = new URLSearchParams(toExportQuery(request));
  search.set('page', String(request.page));
  search.set('pageSize', String(request.pageSize));
  return search.toString();
}

export function hasActiveFilters(filters: EnquiryFilters): boolean {
  return Boolean(filters.q || filters.status.length || filters.kind.length || filters.from || filters.to);
}

/** Applies filter changes and goes back to the first page; a range turned inside out becomes the day just chosen. */
export function withFilters(
  params: EnquiryScreenParams,
  changes: Partial<EnquiryFilters>,
): EnquiryScreenParams {
  const next: EnquiryScreenParams = { ...params, ...changes, page: 1 };
  if (next.from && next.to && next.to < next.from) {
    if ('to' in changes) next.from = next.to;
    else next.to = next.from;
  }
  return next;
}

/** Clears search and filters; the order, the page size and the open enquiry stay. */
export function withoutFilters(params: EnquiryScreenParams): EnquiryScreenParams {
  return { ...DEFAULT_ENQUIRY_PARAMS, sort: params.sort, pageSize: params.pageSize, enquiry: params.enquiry };
}

/** Adds a value to the chosen ones or takes it away, keeping the domain's order. */
function toggled<Value extends string>(
  all: readonly Value[],
  chosen: readonly Value[],
  value: Value,
): Value[] {
  return chosen.includes(value)
    ? chosen.filter((one) => one !== value)
    : all.filter((one) => one === value || chosen.includes(one));
}

export function withStatusToggled(params: EnquiryScreenParams, status: EnquiryStatus): EnquiryScreenParams {
  return withFilters(params, { status: toggled(ENQUIRY_STATUSES, params.status, status) });
}

export function withKindToggled(params: EnquiryScreenParams, kind: EnquiryKind): EnquiryScreenParams {
  return withFilters(params, { kind: toggled(ENQUIRY_KINDS, params.kind, kind) });
}

export function withSort(params: EnquiryScreenParams, sort: EnquirySort): EnquiryScreenParams {
  return { ...params, sort, page: 1 };
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

export function withPage(params: EnquiryScreenParams, page: number): EnquiryScreenParams {
  return { ...params, page: Math.min(Math.max(1, Math.trunc(page)), MAX_PAGE) };
}

export function withPageSize(params: EnquiryScreenParams, pageSize: PageSize): EnquiryScreenParams {
  return { ...params, pageSize, page: 1 };
}

export function withEnquiry(params: EnquiryScreenParams, enquiry: string | undefined): EnquiryScreenParams {
  return { ...params, enquiry };
}
