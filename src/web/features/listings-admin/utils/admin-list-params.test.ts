import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ADMIN_LIST_PARAMS,
  REVIEW_QUEUE_PARAMS,
  hasActiveFilters,
  parseAdminListParams,
  subCategoriesFor,
  toApiQuery,
  toSearchParams,
  withFilters,
  withSort,
  withoutFilters,
  type AdminListParams,
} from './admin-list-params';

const parse = (query: string) => parseAdminListParams(new URLSearchParams(query));
const params = (overrides: Partial<AdminListParams> = {}): AdminListParams => ({
  ...DEFAULT_ADMIN_LIST_PARAMS,
  ...overrides,
});

describe('parseAdminListParams', () => {
  it('shows the newest changes first, 20 to a page, when the address says nothing', () => {
    expect(parse('')).toEqual(DEFAULT_ADMIN_LIST_PARAMS);
  });

  it('reads every filter, the sort and the page from the address', () => {
    expect(
      parse(
        'q=%20sunny%20&status=rent&mainCategory=residential&subCategory=flat&featured=false&sort=price&order=asc&page=3&pageSize=50',
      ),
    ).toEqual({
      q: 'sunny',
      status: 'rent',
      mainCategory: 'residential',
      subCategory: 'flat',
      featured: false,
      sort: 'price',
      order: 'asc',
      page: 3,
      pageSize: 50,
    });
  });

  it.each([
    ['an unknown status', 'status=lease'],
    ['an unknown category', 'mainCategory=industrial'],
    ['an unknown type', 'subCategory=castle'],
    ['a featured value that is not true or false', 'featured=yes'],
    ['an unknown sort column', 'sort=bedrooms'],
    ['an unknown order', 'order=sideways'],
    ['page zero', 'page=0'],
    ['a negative page', 'page=-2'],
    ['a fractional page', 'page=1.5'],
    ['a page that is not a number', 'page=two'],
    ['a page beyond what the server accepts', 'page=10001'],
    ['a page size the table does not offer', 'pageSize=7'],
    ['a page size beyond the server limit', 'pageSize=500'],
  ])('falls back to the default for %s', (_case, query) => {
    expect(parse(query)).toEqual(DEFAULT_ADMIN_LIST_PARAMS);
  });

  it('drops a type that belongs to the other category', () => {
    expect(parse('mainCategory=commercial&subCategory=villa')).toMatchObject({
      mainCategory: 'commercial',
      subCategory: undefined,
    });
  });

  it('keeps a type chosen without a category', () => {
    expect(parse('subCategory=shop').subCategory).toBe('shop');
  });

  it('cuts search text at the 100 characters the server accepts', () => {
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('toSearchParams', () => {
  it('leaves the defaults out of the address', () => {
    expect(toSearchParams(DEFAULT_ADMIN_LIST_PARAMS).toString()).toBe('');
  });

  it('writes what differs, and reads back the same state', () => {
    const state = params({ q: 'Pune villa', featured: true, sort: 'title', order: 'asc', page: 2 });
    const search = toSearchParams(state);
    expect(search.toString()).toBe('q=Pune+villa&featured=true&sort=title&order=asc&page=2');
    expect(parseAdminListParams(search)).toEqual(state);
  });
});

describe('toApiQuery', () => {
  it('always sends sort, order and page, and only the filters that are set', () => {
    expect(toApiQuery(params({ status: 'sale' }))).toBe(
      'status=sale&sort=updatedAt&order=desc&page=1&pageSize=20',
    );
  });
});

describe('hasActiveFilters', () => {
  it('is false for the default table, whatever its sort or page', () => {
    expect(hasActiveFilters(params({ sort: 'city', page: 4, pageSize: 100 }))).toBe(false);
  });

  it.each<[string, Partial<AdminListParams>]>([
    ['search text', { q: 'goa' }],
    ['a status', { status: 'rent' }],
    ['a category', { mainCategory: 'commercial' }],
    ['a type', { subCategory: 'plot' }],
    ['featured only', { featured: true }],
    ['not featured only', { featured: false }],
  ])('is true with %s', (_case, overrides) => {
    expect(hasActiveFilters(params(overrides))).toBe(true);
  });
});

describe('withFilters', () => {
  it('goes back to the first page', () => {
    expect(withFilters(params({ page: 5 }), { status: 'rent' })).toMatchObject({ status: 'rent', page: 1 });
  });

  it('drops the type when the category changes to one without it', () => {
    const next = withFilters(params({ mainCategory: 'residential', subCategory: 'villa' }), {
      mainCategory: 'commercial',
    });
    expect(next).toMatchObject({ mainCategory: 'commercial', subCategory: undefined });
  });

  it('keeps the type when the category is cleared', () => {
    const next = withFilters(params({ mainCategory: 'residential', subCategory: 'villa' }), {
      mainCategory: undefined,
    });
    expect(next.subCategory).toBe('villa');
  });

  it('chooses the category of a chosen type', () => {
    expect(withFilters(params(), { subCategory: 'warehouse' })).toMatchObject({
      mainCategory: 'commercial',
      subCategory: 'warehouse',
    });
  });
});

describe('withoutFilters', () => {
  it('clears search and filters but keeps the sort and page size', () => {
    const state = params({
      q: 'x',
      status: 'sale',
      mainCategory: 'residential',
      subCategory: 'flat',
      featured: true,
      sort: 'price',
      order: 'asc',
      page: 3,
      pageSize: 50,
    });
    expect(withoutFilters(state)).toEqual(params({ sort: 'price', order: 'asc', pageSize: 50 }));
  });
});

describe('withSort', () => {
  it('flips the direction of the sorted column', () => {
    expect(withSort(params({ sort: 'title', order: 'asc' }), 'title')).toMatchObject({
      sort: 'title',
      order: 'desc',
    });
    expect(withSort(params({ sort: 'title', order: 'desc' }), 'title').order).toBe('asc');
  });

  it('starts a new column in its natural direction, on the first page', () => {
    expect(withSort(params({ page: 3 }), 'city')).toMatchObject({ sort: 'city', order: 'asc', page: 1 });
    expect(withSort(params({ sort: 'city' }), 'updatedAt')).toMatchObject({ order: 'desc' });
  });
});

describe('the review queue', () => {
  it('is the listings pending review, best quality first, at an address that reads back the same', () => {
    const address = toSearchParams(REVIEW_QUEUE_PARAMS).toString();
    expect(address).toBe('state=pending-review&sort=quality');
    expect(parse(address)).toEqual(REVIEW_QUEUE_PARAMS);
    expect(toApiQuery(REVIEW_QUEUE_PARAMS)).toContain('sort=quality&order=desc');
  });
});

describe('subCategoriesFor', () => {
  it('offers only the types of the chosen category', () => {
    expect(subCategoriesFor('commercial')).toContain('shop');
    expect(subCategoriesFor('commercial')).not.toContain('flat');
  });

  it('offers every type without a category', () => {
    expect(subCategoriesFor(undefined)).toHaveLength(11);
  });
});
