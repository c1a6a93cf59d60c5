/** A saved search of a locality picked from the place suggestions: stored once, described, and alerted on. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { savedSearchAnswerSchema, suggestedSearchName, type SavedSearchFilters } from '#domain/saved-search';
import { LOCALITY_MAX_LENGTH } from '#domain/taxonomy';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { createLiveListing } from '#server/testing/live-listing';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { injectAs, signedInVisitor, type SignedInVisitor } from '#server/testing/signed-in-visitor';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { savedSearchesMatchingListing } from './alerts/alert-matching.js';

describe.each(TEST_DATABASE_KINDS)('a saved search of a locality on %s', (kind) => {
  let t: TestApp;
  let visitors = 0;
  const aVisitor = async () => {
    visitors += 1;
    return signedInVisitor(t.app, `locality${visitors}@example.com`);
  };
  const save = (browser: SignedInVisitor, search: Record<string, string>) =>
    injectAs(t.app, browser, 'POST', '/api/me/saved-searches', {
      name: 'Homes in Whitefield',
      frequency: 'instant',
      search,
    });
  const aListing = async (overrides: Partial<PropertyInput>) =>
    createLiveListing(t.db, propertyInputSchema.parse(aFlat(overrides)), [], SYSTEM_ACTOR);

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('stores the locality as typed, trimmed, and takes another case of it for the same search', async () => {
    const visitor = await aVisitor();
    const first = await save(visitor, { city: 'Bangalore', locality: '  Whitefield ' });
    expect(first.statusCode).toBe(201);
    expect(responseBody(first, savedSearchAnswerSchema).savedSearch.search).toEqual({
      city: 'Bengaluru',
      locality: 'Whitefield',
    });
    const again = await save(visitor, { city: 'bengaluru', locality: 'WHITEFIELD' });
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).error.code).toBe('SAVED_SEARCH_EXISTS');
    const elsewhere = await save(visitor, { city: 'Bengaluru', locality: 'Koramangala' });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses a locality /properties would refuse', async () => {
    const visitor = await aVisitor();
    const refused = await save(visitor, { locality: 'x'.repeat(LOCALITY_MAX_LENGTH + 1) });
    expect(refused.statusCode).toBe(400);
    expect(errorBody(refused).error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(errorBody(refused).error)).toMatch(/locality/);
    const wrongType = await injectAs(t.app, visitor, 'POST', '/api/me/saved-searches', {
      name: 'A list',
      frequency: 'daily',
      search: { locality: ['Whitefield', 'Powai'] },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(JSON.stringify(errorBody(wrongType).error)).toMatch(/locality/);
  });

  it('alerts on a new listing in the locality of its city, in any case, and on no other', async () => {
    const hunter = await aVisitor();
    const gokulam = responseBody(
      await save(hunter, { city: 'Mysuru', locality: 'Gokulam' }),
      savedSearchAnswerSchema,
    ).savedSearch.id;
    const mine = (matches: Array<{ id: string; userId: string }>) =>
      matches.filter((match) => match.userId === hunter.userId).map((match) => match.id);

    const inIt = await aListing({ city: 'Mysuru', location: 'gokulam', pincode: '570002' });
    const nextDoor = await aListing({ city: 'Mysuru', location: 'Gokulam 3rd Stage', pincode: '570002' });
    const otherCity = await aListing({ city: 'Bengaluru', location: 'Gokulam', pincode: '560001' });
    expect(mine(await savedSearchesMatchingListing(t.db, inIt.id))).toEqual([gokulam]);
    expect(mine(await savedSearchesMatchingListing(t.db, nextDoor.id))).toEqual([]);
    expect(mine(await savedSearchesMatchingListing(t.db, otherCity.id))).toEqual([]);
  });

  it('names the locality with its city', () => {
    const filters: SavedSearchFilters = { status: 'rent', city: 'Bengaluru', locality: 'Whitefield' };
    expect(suggestedSearchName(filters)).toBe('Properties to rent in Whitefield, Bengaluru');
  });
});
