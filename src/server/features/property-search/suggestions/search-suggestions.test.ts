import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listingSearchPageSchema } from '#domain/listing-card';
import { listingSearchSchema, type ListingSearch } from '#domain/listing-search';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { relaxedSearch, type SearchSuggestion } from '#domain/search-suggestions';
import { searchSuggestionsSchema } from '#domain/search-suggestion-answer';
import type { IndianState } from '#domain/taxonomy';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { distanceKm } from './search-suggestions.js';
import { createLiveListing } from '#server/testing/live-listing';

const MUMBAI = { latitude: 19.076, longitude: 72.8777 };
const THANE = { latitude: 19.2183, longitude: 72.9781 };
const PUNE = { latitude: 18.5204, longitude: 73.8567 };
const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };

const place = (
  city: string,
  state: IndianState,
  pincode: string,
  pin: { latitude: number; longitude: number },
) => ({
  city,
  state,
  pincode,
  ...pin,
});

const rent = { propertyStatus: 'rent', rentalFrequency: 'monthly' } as const;

const LISTINGS: Array<Partial<PropertyInput>> = [
  {
    title: 'Sea-facing 2 BHK',
    ...place('Mumbai', 'Maharashtra', '400050', MUMBAI),
    price: 20_000_000,
    bedrooms: 2,
  },
  {
    title: 'Lake-view 2 BHK',
    ...place('Thane', 'Maharashtra', '400601', THANE),
    price: 9_000_000,
    bedrooms: 2,
  },
  { title: 'Hill-view 3 BHK', ...place('Pune', 'Maharashtra', '411045', PUNE), price: 12_000_000 },
  { title: 'Rented 3 BHK', ...place('Pune', 'Maharashtra', '411045', PUNE), ...rent, price: 40_000 },
  { title: 'Garden 3 BHK', ...place('Bengaluru', 'Karnataka', '560038', BENGALURU), price: 10_000_000 },
];

describe('distances between cities', () => {
  it('works out great-circle kilometres', () => {
    expect(Math.round(distanceKm(MUMBAI, PUNE))).toBe(120);
    expect(distanceKm(MUMBAI, MUMBAI)).toBe(0);
    expect(Math.round(distanceKm(PUNE, BENGALURU))).toBeGreaterThan(700);
  });
});

describe.each(TEST_DATABASE_KINDS)('search suggestions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    for (const listing of LISTINGS) {
      await createLiveListing(t.db, propertyInputSchema.parse(aFlat(listing)), [], SYSTEM_ACTOR);
    }
  });
  afterAll(async () => t?.close());

  const get = async <Schema extends z.ZodType>(path: string, schema: Schema) => {
    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    return responseBody(response, schema);
  };
  const suggest = async (query: string) =>
    (await get(`/api/properties/suggestions?${query}`, searchSuggestionsSchema)).suggestions;

  /** What /properties finds for a search, asked of the search API as the page asks it. */
  const total = async (search: ListingSearch) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(search)) {
      if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    return (await get(`/api/properties?${params.toString()}`, listingSearchPageSchema)).total;
  };

  /** Each suggestion's count is what the search it leads to finds. */
  const expectCountsToHold = async (query: string, suggestions: SearchSuggestion[]) => {
    const search = listingSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    for (const suggestion of suggestions) {
      expect(await total(relaxedSearch(search, suggestion)), JSON.stringify(suggestion)).toBe(
        suggestion.count,
      );
    }
  };

  it('offers the other of Buy and Rent, and the nearest city that has rentals, skipping a nearer one that has none', async () => {
    const query = 'status=rent&city=Mumbai';
    expect(await total(listingSearchSchema.parse({ status: 'rent', city: 'Mumbai' }))).toBe(0);
    const suggestions = await suggest(query);
    expect(suggestions).toEqual([
      { kind: 'status', status: 'sale', count: 1 },
      { kind: 'city', city: 'Pune', distanceKm: 120, count: 1 },
    ]);
    await expectCountsToHold(query, suggestions);
  });

  it('widens the price a quarter each way first, and to any price when that is not enough', async () => {
    const widened = 'status=sale&city=mumbai&minPrice=21000000&maxPrice=25000000';
    const suggestions = await suggest(widened);
    expect(suggestions).toEqual([{ kind: 'price', minPrice: 15_000_000, maxPrice: 32_000_000, count: 1 }]);
    await expectCountsToHold(widened, suggestions);

    const cheap = 'status=sale&city=Mumbai&maxPrice=10000000';
    const cheaper = await suggest(cheap);
    expect(cheaper).toEqual([
      { kind: 'price', minPrice: null, maxPrice: null, count: 1 },
      { kind: 'city', city: 'Thane', distanceKm: 19, count: 1 },
    ]);
    await expectCountsToHold(cheap, cheaper);
  });

  it('drops the filter that finds most when nothing else helps, and finds no city 400 km away as near', async () => {
    const query = 'city=Bengaluru&bedrooms=2';
    const suggestions = await suggest(query);
    expect(suggestions).toEqual([{ kind: 'without', filter: 'bedrooms', count: 1 }]);
    await expectCountsToHold(query, suggestions);
  });

  it('has nothing to offer for a city it does not know and no other filter', async () => {
    expect(await suggest('city=Atlantis')).toEqual([]);
  });

  it('refuses a search the search itself refuses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/properties/suggestions?bedrooms=9' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorBody(response).error.fields!)).toContain('bedrooms');
  });
});
