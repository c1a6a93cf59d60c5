/** The admin listings table's state as it lives in the address bar, and the moves that change it. */
import {
  ALL_SUB_CATEGORIES,
  MAIN_CATEGORIES,
  PROPERTY_STATUSES,
  SUB_CATEGORIES,
  isOneOf,
  mainCategoryOf,
  type MainCategory,
  type PropertyStatus,
  type SubCategory,
} from '#domain/taxonomy';
import { ADMIN_STATE_FILTERS, type AdminStateFilter } from '#domain/listing-state-change';
import type { PageSize } from '#web/components/ui/page-numbers';
import { parsePage, parsePageSize, parseSearchText } from '#web/lib/list-search-params';

/**
 * The columns the server sorts by (createdAt has no column of its own but is a valid address), and the review
 * queue's order: best quality first, then the longest waiting.
 */
export const ADMIN_LIST_SORTS = ['updatedAt', 'createdAt', 'title', 'price', 'city', 'quality'] as const;
export type AdminListSort = (typeof ADMIN_LIST_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** The server refuses longer search text, so the box and the address stop there too. */
export const SEARCH_MAX_LENGTH = 100;

export type AdminListFilters = {
  q: string;
  status?: PropertyStatus;
  mainCategory?: MainCategory;
  subCategory?: SubCategory;
  featured?: boolean;
  /** A listing state, or the public listings due a confirmation. */
  state?: AdminStateFilter;
};

export type AdminListParams = AdminListFilters & {
  sort: AdminListSort;
  order: SortOrder;
  page: number;
  pageSize: PageSize;
};

export const DEFAULT_ADMIN_LIST_PARAMS: AdminListParams = {
  q: '',
  sort: 'updatedAt',
  order: 'desc',
  page: 1,
  pageSize: 20,
};

// Names read A to Z and prices low to high on the first click; "Updated" starts with the newest.
const FIRST_ORDER: Record<AdminListSort, SortOrder> = {
  updatedAt: 'desc',
  createdAt: 'desc',
  title: 'asc',
  price: 'asc',
  city: 'asc',
  quality: 'desc',
};

function parseFeatured(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** Reads the table state from the address; anything missing or not understood falls back to its default. */
export function parseAdminListParams(search: URLSearchParams): AdminListParams {
  const status = search.get('status');
  const mainCategory = search.get('mainCategory');
  const subCategory = search.get('subCategory');
  const sort = search.get('sort');
  const order = search.get('order');
  const state = search.get('state');

  const params: AdminListParams = {
    q: parseSearchText(search.get('q'), SEARCH_MAX_LENGTH),
    status: isOneOf(PROPERTY_STATUSES, status) ? status : undefined,
    mainCategory: isOneOf(MAIN_CATEGORIES, mainCategory) ? mainCategory : undefined,
    subCategory: isOneOf(ALL_SUB_CATEGORIES, subCategory) ? subCategory : undefined,
    featured: parseFeatured(search.get('featured')),
    state: isOneOf(ADMIN_STATE_FILTERS, state) ? state : undefined,
    sort: isOneOf(ADMIN_LIST_SORTS, sort) ? sort : DEFAULT_ADMIN_LIST_PARAMS.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_ADMIN_LIST_PARAMS.order,
    page: parsePage(search.get('page')) ?? DEFAULT_ADMIN_LIST_PARAMS.page,
    pageSize: parsePageSize(search.get('pageSize')) ?? DEFAULT_ADMIN_LIST_PARAMS.pageSize,
  };
  // A type from the other category can match nothing: drop it rather than show an empty table.
  if (
    params.subCategory &&
    params.mainCategory &&
    mainCategoryOf(params.subCategory) !== params.mainCategory
  ) {
    params.subCategory = undefined;
  }
  return params;
}

/** The address for a table state: only what differs from the defaults, in a fixed order. */
export function toSearchParams(params: AdminListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  if (params.mainCategory) search.set('mainCategory', params.mainCategory);
  if (params.subCategory) search.set('subCategory', params.subCategory);
  if (params.featured !== undefined) search.set('featured', String(params.featured));
  if (params.state) search.set('state', params.state);
  if (params.sort !== DEFAULT_ADMIN_LIST_PARAMS.sort) search.set('sort', params.sort);
  if (params.order !== DEFAULT_ADMIN_LIST_PARAMS.order) search.set('order', params.order);
  if (params.page !== DEFAULT_ADMIN_LIST_PARAMS.page) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_ADMIN_LIST_PARAMS.pageSize) search.set('pageSize', String(params.pageSize));
  return search;
}

/** The query string for GET /api/admin/properties: every filter that is set, and sort and page always. */
export function toApiQuery(params: AdminListParams): string {
  const search = toSearchParams(params);
  search.set('sort', params.sort);
  search.set('order', params.order);
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  return search.toString();
}

export function hasActiveFilters(params: AdminListParams): boolean {
  return Boolean(
    params.q ||
    params.status ||
    params.mainCategory ||
    params.subCategory ||
    params.featured !== undefined ||
    params.state,
  );
}

/**
 * Applies filter changes and goes back to the first page (the old page number means nothing in a new
 * result). Choosing a type also chooses its category; changing the category drops a type outside it.
 */
export function withFilters(params: AdminListParams, changes: Partial<AdminListFilters>): AdminListParams {
  const next: AdminListParams = { ...params, ...changes, page: 1 };
  if ('subCategory' in changes && next.subCategory) {
    next.mainCategory = mainCategoryOf(next.subCategory);
  } else if (
    next.subCategory &&
    next.mainCategory &&
    mainCategoryOf(next.subCategory) !== next.mainCategory
  ) {
    next.subCategory = undefined;
  }
  return next;
}

/** Clears search and filters; how the table is sorted and how many rows a page shows stay. */
export function withoutFilters(params: AdminListParams): AdminListParams {
  return { ...DEFAULT_ADMIN_LIST_PARAMS, sort: params.sort, order: params.order, pageSize: params.pageSize };
}

/** A click on a column header: the sorted column flips direction, another column starts in its natural one. */
export function withSort(params: AdminListParams, sort: AdminListSort): AdminListParams {
  const order: SortOrder =
    params.sort === sort ? (params.order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[sort];
  return { ...params, sort, order, page: 1 };
}

/** The review queue: the listings listers sent for review, the best first, then the longest waiting. */
export const REVIEW_QUEUE_PARAMS: AdminListParams = {
  ...DEFAULT_ADMIN_LIST_PARAMS,
  state: 'pending-review',
  sort: 'quality',
  order: FIRST_ORDER.quality,
};

/** The types to offer for a category, or every type when no category is chosen. */
export function subCategoriesFor(mainCategory: MainCategory | undefined): readonly SubCategory[] {
  return mainCategory ? SUB_CATEGORIES[mainCategory] : ALL_SUB_CATEGORIES;
}
