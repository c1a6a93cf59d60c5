/**
 * Places and words as people type them find the listings stored under the canonical names: "Bangalore" finds
 * Bengaluru's, "2bhk" the 2-bedroom homes, "560066" the listing with that PIN code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyInput } from '#domain/property-schema';
import { createNamedLiveListings } from '#server/testing/live-listing';
import { namedListingsFound, searchPublicListings } from '#server/testing/public-search';
import { searchSuggestionsSchema } from '#domain/search-suggestion-answer';
import type { SearchSuggestion } from '#domain/search-suggestions';
import { errorBody, responseBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

const LISTINGS = {
  whitefield: {
    location: 'Whitefield',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560066',
    bedrooms: 2,
  },
  koramangala: { location: 'Koramangala', city: 'Bengaluru', pincode: '560034', bedrooms: 3 },
  powai: { location: 'Powai', city: 'Mumbai', state: 'Maharashtra', pincode: '400076', bedrooms: 2 },
  sohnaRoad: {
    location: 'Sohna Road',
    city: 'Gurugram',
    state: 'Haryana',
    pincode: '122018',
    subCategory: 'villa',
    bedrooms: 4,
    undividedShare: null,
    plotArea: 2400,
    features: ['Private Garden'],
  },
} satisfies Record<string, Partial<PropertyInput>>;
type Name = keyof typeof LISTINGS;

describe.each(TEST_DATABASE_KINDS)('places as people type them, on %s', (kind) => {
  let t: TestApp;
  let ids = {} as Record<Name, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    ids = await createNamedLiveListings(t.db, LISTINGS);
  });
  afterAll(async () => t?.close());

  const found = (query: string) => namedListingsFound(t.app, ids, query);

  it.each<[string, Name[]]>([
    ['city=Bangalore', ['koramangala', 'whitefield']],
    ['city=bangalore', ['koramangala', 'whitefield']],
    ['city=Bengaluru', ['koramangala', 'whitefield']],
    ['q=Bangalore', ['koramangala', 'whitefield']],
    ['city=Bombay', ['powai']],
    ['q=Bombay', ['powai']],
    ['city=Gurgaon', ['sohnaRoad']],
    ['q=villa%20in%20gurgaon', ['sohnaRoad']],
    ['q=2bhk', ['powai', 'whitefield']],
    ['q=2%20BHK%20flats%20in%20bangalore', ['whitefield']],
    ['q=3bhk%20koramangala', ['koramangala']],
    ['q=560066', ['whitefield']],
    ['pincode=560066', ['whitefield']],
    ['pincode=560%20066', ['whitefield']],
    ['pincode=400076&city=Bombay', ['powai']],
    ['pincode=400076&city=Bangalore', []],
    // Devanagari names find the same places (issue 25): a city, an old name, a locality, in a phrase.
    [`city=${encodeURIComponent('बेंगलुरु')}`, ['koramangala', 'whitefield']],
    [`q=${encodeURIComponent('बेंगलुरु')}`, ['koramangala', 'whitefield']],
    [`q=${encodeURIComponent('बंबई')}`, ['powai']],
    [`q=${encodeURIComponent('2bhk बेंगलुरु')}`, ['whitefield']],
    [`q=${encodeURIComponent('व्हाइटफ़ील्ड')}`, ['whitefield']],
    [`city=${encodeURIComponent('गुड़गांव')}`, ['sohnaRoad']],
    [`q=${encodeURIComponent('बेंगलुरु में 2 बीएचके फ़्लैट')}`, ['whitefield']],
    [`q=${encodeURIComponent('गुड़गांव में विला')}`, ['sohnaRoad']],
  ])('finds %s', async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  const suggestions = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/suggestions?${query}` });
    return responseBody(response, searchSuggestionsSchema).suggestions;
  };

  it.each<[string, SearchSuggestion]>([
    ['city=Banglore', { kind: 'place', city: 'Bengaluru', q: null, count: 2 }],
    ['q=Banglore', { kind: 'place', city: 'Bengaluru', q: null, count: 2 }],
    ['q=whitefeild', { kind: 'place', city: 'Bengaluru', locality: 'Whitefield', q: 'Whitefield', count: 1 }],
    [
      'q=2bhk%20whitefeild',
      { kind: 'place', city: 'Bengaluru', locality: 'Whitefield', q: '2bhk Whitefield', count: 1 },
    ],
  ])('answers the empty %s with "Did you mean" first', async (query, place) => {
    expect(await searchPublicListings(t.app, query)).toMatchObject({ total: 0 });
    expect((await suggestions(query))[0]).toEqual(place);
  });

  it('says no "Did you mean" for a place spelt right, nor for words like no place', async () => {
    for (const query of ['q=whitefield&bedrooms=5', 'q=zzqqxx', 'city=Atlantis']) {
      expect(
        (await suggestions(query)).map((suggestion) => suggestion.kind),
        query,
      ).not.toContain('place');
    }
  });

  it('sorts "2bhk" newest first, as a search with no words left to rank by', async () => {
    expect((await searchPublicListings(t.app, 'q=2bhk')).sort).toBe('newest');
  });

  it.each([
    'pincode=56006',
    'pincode=056006',
    'pincode=5600666',
    'pincode=%E0%A5%AB%E0%A5%AC0066',
    `pincode=${'9'.repeat(500)}`,
  ])('refuses %s with a message naming pincode', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error.message).toMatch(/pincode/);
  });
});
