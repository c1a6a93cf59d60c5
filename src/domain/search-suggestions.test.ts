import { describe, expect, it } from 'vitest';
import { listingSearchSchema } from './listing-search.js';
import {
  pickSuggestions,
  relaxationsOf,
  relaxedSearch,
  widenedPriceRange,
  type SearchSuggestion,
} from './search-suggestions.js';

const parse = (query: string) => listingSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));

describe('the relaxations of a search that finds nothing', () => {
  it('offers the other of Buy and Rent, a wider and then any price, and each other filter dropped', () => {
    const search = parse(
      'status=sale&city=Kochi&minPrice=4000000&maxPrice=6000000&bedrooms=3&minArea=900&amenities=Lift',
    );
    expect(relaxationsOf(search)).toEqual([
      { kind: 'status', status: 'rent' },
      { kind: 'price', minPrice: 3_000_000, maxPrice: 7_500_000 },
      { kind: 'price', minPrice: null, maxPrice: null },
      { kind: 'without', filter: 'bedrooms' },
      { kind: 'without', filter: 'area' },
      { kind: 'without', filter: 'amenities' },
    ]);
  });

  it('has nothing to relax in a search without filters', () => {
    expect(relaxationsOf(parse('sort=price-asc'))).toEqual([]);
  });

  it('widens a price range by a quarter each way in round figures', () => {
    expect(widenedPriceRange(437_000, undefined)).toEqual({ minPrice: 320_000, maxPrice: null });
    expect(widenedPriceRange(undefined, 25_000)).toEqual({ minPrice: null, maxPrice: 32_000 });
    expect(widenedPriceRange(0, 99)).toEqual({ minPrice: 0, maxPrice: 130 });
  });

  it('does not offer a "wider" price that is the same search', () => {
    expect(relaxationsOf(parse('minPrice=0'))).toEqual([{ kind: 'price', minPrice: null, maxPrice: null }]);
  });
});

describe('the search a suggestion leads to', () => {
  const search = parse(
    'status=rent&city=Kochi&maxPrice=30000&minArea=500&maxArea=900&q=sea&sort=relevance&page=3',
  );

  it('switches Buy and Rent and drops the budget, which does not carry over', () => {
    expect(relaxedSearch(search, { kind: 'status', status: 'sale' })).toMatchObject({
      status: 'sale',
      minPrice: undefined,
      maxPrice: undefined,
      city: 'Kochi',
      page: 1,
    });
  });

  it('changes the price or the city and keeps the rest', () => {
    expect(relaxedSearch(search, { kind: 'price', minPrice: null, maxPrice: 40_000 })).toMatchObject({
      maxPrice: 40_000,
      minPrice: undefined,
      status: 'rent',
    });
    expect(relaxedSearch(search, { kind: 'city', city: 'Bengaluru', distanceKm: 360 })).toMatchObject({
      city: 'Bengaluru',
      maxPrice: 30_000,
    });
  });

  it('drops the area range as one filter, and a relevance sort with the words', () => {
    const withoutArea = relaxedSearch(search, { kind: 'without', filter: 'area' });
    expect([withoutArea.minArea, withoutArea.maxArea, withoutArea.q]).toEqual([undefined, undefined, 'sea']);
    const withoutWords = relaxedSearch(search, { kind: 'without', filter: 'q' });
    expect([withoutWords.q, withoutWords.sort, withoutWords.minArea]).toEqual([undefined, undefined, 500]);
  });
});

describe('the suggestions offered', () => {
  const status: SearchSuggestion = { kind: 'status', status: 'rent', count: 4 };
  const wider: SearchSuggestion = { kind: 'price', minPrice: 30, maxPrice: 75, count: 2 };
  const anyPrice: SearchSuggestion = { kind: 'price', minPrice: null, maxPrice: null, count: 9 };
  const city: SearchSuggestion = { kind: 'city', city: 'Pune', distanceKm: 120, count: 3 };
  const drop = (filter: 'bedrooms' | 'amenities', count: number): SearchSuggestion => ({
    kind: 'without',
    filter,
    count,
  });

  it('keeps those that find something, nearest first, at most three', () => {
    expect(pickSuggestions([status, wider, anyPrice, drop('bedrooms', 7), city])).toEqual([
      status,
      wider,
      city,
    ]);
    expect(pickSuggestions([{ ...status, count: 0 }, { ...wider, count: 0 }, anyPrice])).toEqual([anyPrice]);
  });

  it('fills the list with dropped filters, the one that finds the most first', () => {
    expect(pickSuggestions([status, drop('bedrooms', 1), drop('amenities', 5)])).toEqual([
      status,
      drop('amenities', 5),
      drop('bedrooms', 1),
    ]);
  });
});
