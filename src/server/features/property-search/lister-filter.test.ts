import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { publicListingAnswerSchema } from '#domain/listing-record';
import type { ListerKind } from '#domain/listing-lister';
import { properties } from '#server/db/schema';
import { createNamedLiveListings } from '#server/testing/live-listing';
import { namedListingsFound, searchPublicListings } from '#server/testing/public-search';
import { errorBody, responseBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

// One listing per kind of lister, in a town of their own so the demo catalogue stays out of the answers.
const TOWN = 'city=Listerpur';
const LISTERS = { byOwner: 'owner', byAgent: 'agent', byTeam: 'team' } as const satisfies Record<
  string,
  ListerKind
>;
type Name = keyof typeof LISTERS;

describe.each(TEST_DATABASE_KINDS)('who posted a listing, on cards, pages and the search on %s', (kind) => {
  let t: TestApp;
  let ids: Record<Name, string>;
  const found = (query: string) => namedListingsFound(t.app, ids, `${TOWN}&${query}`);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const town = { city: 'Listerpur' };
    ids = await createNamedLiveListings(t.db, { byOwner: town, byAgent: town, byTeam: town });
    for (const name of Object.keys(LISTERS) as Name[]) {
      await t.db.update(properties).set({ listerKind: LISTERS[name] }).where(eq(properties.id, ids[name]));
    }
  });
  afterAll(async () => t?.close());

  it.each<[string, Name[]]>([
    ['postedBy=owner', ['byOwner']],
    ['postedBy=agent', ['byAgent']],
    ['postedBy=team', ['byTeam']],
    ['postedBy=owner,agent', ['byAgent', 'byOwner']],
    ['postedBy=owner,agent,team', ['byAgent', 'byOwner', 'byTeam']],
  ])('filters by %s', async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it('says on every card who posted it', async () => {
    const page = await searchPublicListings(t.app, TOWN);
    const kinds = Object.fromEntries(page.items.map((item) => [item.id, item.listerKind]));
    expect(kinds).toEqual({ [ids.byOwner]: 'owner', [ids.byAgent]: 'agent', [ids.byTeam]: 'team' });
  });

  it('says on the page who posted it, and never who manages it', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/${ids.byOwner}` });
    expect(response.statusCode).toBe(200);
    expect(responseBody(response, publicListingAnswerSchema).property.listerKind).toBe('owner');
    expect(response.body).not.toMatch(/listedBy|assignedAgentId|reviewNote/);
  });

  it.each([
    'postedBy=landlord',
    'postedBy=owner,builder',
    `postedBy=${'owner'.repeat(2000)}`,
    'postedBy=मालिक',
  ])('refuses %s with a message naming postedBy', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(errorBody(response).error.fields ?? {})).toContain('postedBy');
  });
});
