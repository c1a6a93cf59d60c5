import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  parseListingSearch,
  savedSearchAddress,
  savedSearchParams,
  sortsFor,
  toApiQuery,
  toSearchParams,
  withFilters,
  withoutFilters,
  withPage,
} from './listing-search-address.js';

const parse = (query: string) => parseListingSearch(new URLSearchParams(query));

describe('the search in the address', () => {
  it('reads lists, numbers and choices with the shared schema', () => {
    const { search, dropped } = parse('city=Mumbai&status=rent&bedrooms=3,1&type=flat&minPrice=20000');
    expect(dropped).toEqual([]);
    expect(search).toMatchObject({
      city: 'Mumbai',
      status: 'rent',
      bedrooms: [1, 3],
      type: ['flat'],
      minPrice: 20000,
      page: 1,
    });
  });

  it('drops only the parameters the schema refuses', () => {
    const { search, dropped } = parse('city=Pune&bedrooms=9&sort=cheapest&page=0');
    expect(dropped.sort()).toEqual(['bedrooms', 'page', 'sort']);
    expect(search.city).toBe('Pune');
    expect(search.bedrooms).toBeUndefined();
    expect(search.page).toBe(1);
  });

  it('drops a maximum price below the minimum', () => {
    const { search } = parse('minPrice=500&maxPrice=100');
    expect(search.minPrice).toBe(500);
    expect(search.maxPrice).toBeUndefined();
  });

  it('writes only what is set, lists comma-separated, defaults left out', () => {
    const { search } = parse('bedrooms=2,1&sort=newest&page=1&city=Kochi');
    expect(toSearchParams(search).toString()).toBe('city=Kochi&bedrooms=1%2C2');
  });

  it('keeps a page size the address names, and asks the API for none when it names none', () => {
    expect(toSearchParams(parse('pageSize=12').search).toString()).toBe('pageSize=12');
    expect(toApiQuery(parse('city=Kochi').search)).toBe('city=Kochi&page=1');
    expect(toApiQuery(parse('city=Kochi&pageSize=24').search)).toBe('city=Kochi&pageSize=24&page=1');
  });

  it('goes back to page 1 when a filter changes', () => {
    const { search } = parse('city=Kochi&page=3');
    expect(withFilters(search, { bedrooms: [2] }).page).toBe(1);
    expect(withPage(search, 2).page).toBe(2);
  });

  it('drops types outside a newly chosen category and a relevance sort without words', () => {
    const { search } = parse('type=flat,shop&q=sea&sort=relevance');
    const next = withFilters(search, { category: 'commercial', q: undefined });
    expect(next.type).toEqual(['shop']);
    expect(next.sort).toBeUndefined();
  });

  it('offers price per sq ft only with Buy or Rent, and drops it when neither is chosen', () => {
    expect(sortsFor(parse('').search)).not.toContain('price-per-sq-ft');
    expect(sortsFor(parse('status=sale').search)).toContain('price-per-sq-ft');
    expect(sortsFor(parse('').search)).toContain('price-reduced');
    const { search } = parse('status=rent&sort=price-per-sq-ft');
    expect(withFilters(search, { city: 'Pune' }).sort).toBe('price-per-sq-ft');
    expect(withFilters(search, { status: undefined }).sort).toBeUndefined();
  });

  it('clears every filter but keeps the chosen sort', () => {
    const { search } = parse('city=Kochi&sort=price-asc&bedrooms=2');
    expect(toSearchParams(withoutFilters(search)).toString()).toBe('sort=price-asc');
  });

  it('keeps Buy or Rent when clearing the filters: it is the question the search answers', () => {
    const { search } = parse('status=rent&q=sea&city=Kochi&type=flat&minPrice=20000&featured=true');
    expect(toSearchParams(withoutFilters(search)).toString()).toBe('status=rent');
    expect(activeFilterCount(search)).toBe(5);
    expect(activeFilterCount(withoutFilters(search))).toBe(0);
  });

  it('saves a search as its filters only, and opens a saved search at the address it was saved from', () => {
    const { search } = parse('city=Kochi&bedrooms=3,2&minPrice=20000&sort=price-asc&page=4&pageSize=24');
    const saved = savedSearchParams(search);
    expect(saved).toEqual({ city: 'Kochi', minPrice: '20000', bedrooms: '2,3' });
    // What the server stores is the schema's output of those parameters; it opens as the same filters.
    const {
      sort: _sort,
      page: _page,
      pageSize: _pageSize,
      ...filters
    } = parse(new URLSearchParams(saved).toString()).search;
    expect(savedSearchAddress(filters)).toBe('/properties?city=Kochi&minPrice=20000&bedrooms=2%2C3');
    expect(parse(savedSearchAddress(filters).split('?')[1]!).search).toEqual({ ...filters, page: 1 });
    expect(savedSearchAddress({})).toBe('/properties');
  });
});
