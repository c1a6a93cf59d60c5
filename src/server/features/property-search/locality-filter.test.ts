/**
 * The locality filter (a locality picked from the place suggestions) and a PIN code typed into the city box: each
 * finds what the suggestion counted, bounded and validated like every other filter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeFilters } from '#domain/place-filters';
import { placesAnswerSchema, type PlaceSuggestion } from '#domain/places';
import type { PropertyInput } from '#domain/property-schema';
import { searchSuggestionsSchema } from '#domain/search-suggestion-answer';
import { LOCALITY_MAX_LENGTH } from '#domain/taxonomy';
import { createNamedLiveListings } from '#server/testing/live-listing';
import { namedListingsFound, searchPublicListings } from '#server/testing/public-search';
import { errorBody, responseBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

const LISTINGS = {
  whitefield: { location: 'Whitefield', city: 'Bengaluru', pincode: '560066' },
  whitefieldRent: {
    location: 'Whitefield',
    city: 'Bengaluru',
    pincode: '560066',
    propertyStatus: 'rent',
    price: 45_000,
    rentalFrequency: 'monthly',
  },
  // The same locality written in lower case: one place, in the filter and in the suggestions' counts.
  whitefieldLowerCase: { location: 'whitefield', city: 'Bengaluru', pincode: '560066' },
  // Whitefield in its title, elsewhere: the full-text words find it, the locality filter must not.
  koramangala: {
    location: 'Koramangala',
    city: 'Bengaluru',
    pincode: '560034',
    title: 'Flat ten minutes from Whitefield',
  },
  // A locality of the same name in another city is another place.
  whitefieldElsewhere: { location: 'Whitefield', city: 'Mysuru', pincode: '570001' },
  powai: { location: 'Powai', city: 'Mumbai', state: 'Maharashtra', pincode: '400076' },
  hiranandani: { location: 'Hiranandani Gardens', city: 'Mumbai', state: 'Maharashtra', pincode: '400076' },
} satisfies Record<string, Partial<PropertyInput>>;
type Name = keyof typeof LISTINGS;

/** The search a picked suggestion applies, as the search boxes apply it. */
const searchOf = (place: PlaceSuggestion) =>
  new URLSearchParams(
    Object.entries(placeFilters(place)).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();

describe.each(TEST_DATABASE_KINDS)('the locality filter on %s', (kind) => {
  let t: TestApp;
  let ids = {} as Record<Name, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    ids = await createNamedLiveListings(t.db, LISTINGS);
  });
  afterAll(async () => t?.close());

  const found = (query: string) => namedListingsFound(t.app, ids, query);
  const places = async (q: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}` });
    return responseBody(response, placesAnswerSchema).items;
  };

  it.each<[string, Name[]]>([
    ['city=Bengaluru&locality=Whitefield', ['whitefield', 'whitefieldLowerCase', 'whitefieldRent']],
    ['city=bangalore&locality=whitefield', ['whitefield', 'whitefieldLowerCase', 'whitefieldRent']],
    ['city=Bengaluru&locality=%20WHITEFIELD%20', ['whitefield', 'whitefieldLowerCase', 'whitefieldRent']],
    ['city=Bengaluru&locality=Whitefield&status=rent', ['whitefieldRent']],
    ['locality=Whitefield', ['whitefield', 'whitefieldElsewhere', 'whitefieldLowerCase', 'whitefieldRent']],
    ['city=Mumbai&locality=Hiranandani%20Gardens', ['hiranandani']],
    ['city=Bengaluru&locality=White', []],
    ['city=Mumbai&locality=Whitefield', []],
  ])('%s finds the listings of that locality, whole and in any case', async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it('finds as many listings as each suggestion counted', async () => {
    const suggestions = [
      ...(await places('whitefeild')),
      ...(await places('Powai')),
      ...(await places('5600')),
      ...(await places('Bangalore')),
      ...(await places('400076')),
    ];
    expect(suggestions.map((place) => place.kind)).toEqual(
      expect.arrayContaining(['locality', 'city', 'pincode']),
    );
    for (const place of suggestions) {
      const page = await searchPublicListings(t.app, searchOf(place));
      expect(page.total, `${place.label}: ${searchOf(place)}`).toBe(place.count);
    }
    // Whitefield and whitefield are one suggestion, counting both, under the spelling most listings use.
    expect(
      (await places('whitefield')).filter((place) => place.kind === 'locality' && place.city === 'Bengaluru'),
    ).toEqual([expect.objectContaining({ locality: 'Whitefield', count: 3 })]);
  });

  it('suggests the search without the locality when a locality finds nothing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/properties/suggestions?city=Bengaluru&locality=Koramangala&status=rent',
    });
    expect(responseBody(response, searchSuggestionsSchema).suggestions).toEqual(
      expect.arrayContaining([
        { kind: 'without', filter: 'locality', count: 1 },
        { kind: 'status', status: 'sale', count: 1 },
      ]),
    );
  });

  it("names the locality's page of price figures when the search is for a locality that has listings", async () => {
    const page = async (query: string) => (await searchPublicListings(t.app, query)).localityPage;
    expect(await page('city=bangalore&locality=%20whitefield')).toBe('/locality/bengaluru/whitefield');
    expect(await page('city=Mumbai&locality=Hiranandani%20Gardens')).toBe(
      '/locality/mumbai/hiranandani-gardens',
    );
    // No page without a city, and none to lead to when the locality has nothing live.
    expect(await page('locality=Whitefield')).toBeUndefined();
    expect(await page('city=Mumbai&locality=Whitefield')).toBeUndefined();
    expect(await page('city=Bengaluru')).toBeUndefined();
  });

  it('reads a PIN code typed into the city box as the PIN code', async () => {
    expect(await found('city=560066')).toEqual(['whitefield', 'whitefieldLowerCase', 'whitefieldRent']);
    expect(await found('city=400%20076')).toEqual(['hiranandani', 'powai']);
    expect(await found('q=400076')).toEqual(['hiranandani', 'powai']);
  });

  it.each([
    ['too long', `locality=${'a'.repeat(LOCALITY_MAX_LENGTH + 1)}`],
    ['repeated (a list, not a name)', 'locality=Whitefield&locality=Powai'],
  ])('refuses a locality %s with a message naming it', async (_case, query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error.message).toMatch(/locality/);
  });

  it('takes any name as text: unicode, quotes and LIKE characters find nothing, never an error', async () => {
    for (const locality of ['क्षितिज नगर', "O'Brien's Lane", '%', '_hitefield', '\\', '😀', ''])
      expect(await found(`locality=${encodeURIComponent(locality)}`), locality).toEqual(
        locality === '' ? Object.keys(LISTINGS).sort() : [],
      );
    expect(await found(`locality=${'a'.repeat(LOCALITY_MAX_LENGTH)}`)).toEqual([]);
    // A locality's Devanagari name is that locality (issue 25): the same listings as its stored name.
    expect(await found(`locality=${encodeURIComponent('व्हाइटफ़ील्ड')}`)).toEqual(
      await found('locality=Whitefield'),
    );
  });
});
