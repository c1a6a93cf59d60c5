import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingCardListSchema } from '#domain/listing-card';
import { propertyInputSchema } from '#domain/property-schema';
import { SHORTLIST_LIMITS } from '#domain/shortlist';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { deleteListing } from '#server/features/listings-admin/service';
import { createLiveListing } from '#server/testing/live-listing';

describe.each(TEST_DATABASE_KINDS)('listing cards by id (a visitor’s shortlist) on %s', (kind) => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    ids = [];
    for (const title of ['Sea-facing 2 BHK in Bandra', 'Villa plot in Sarjapur', 'Office in Baner']) {
      ids.push(
        (await createLiveListing(t.db, propertyInputSchema.parse(aFlat({ title })), [], SYSTEM_ACTOR)).id,
      );
    }
  });
  afterAll(async () => t?.close());

  const cards = (query: string) => t.app.inject({ method: 'GET', url: `/api/properties/cards?${query}` });
  const idsIn = (response: Awaited<ReturnType<typeof cards>>) =>
    responseBody(response, listingCardListSchema).items.map((item) => item.id);

  it('answers the listings in the order asked, as the cards search results use', async () => {
    const [bandra, sarjapur, baner] = ids;
    const response = await cards(`ids=${baner},${bandra},${sarjapur}`);
    expect(response.statusCode).toBe(200);
    expect(idsIn(response)).toEqual([baner, bandra, sarjapur]);
    expect(responseBody(response, listingCardListSchema).items[1]).toEqual(
      expect.objectContaining({
        title: 'Sea-facing 2 BHK in Bandra',
        propertyStatus: 'sale',
        price: 18_500_000,
        city: 'Bengaluru',
        cover: null,
      }),
    );
    // What stays between HouseHunt and the owner is not on a card.
    expect(responseBody(response, listingCardListSchema).items[1]).not.toHaveProperty('commissionPercentage');
  });

  it('names each listing once, whatever the spacing or case', async () => {
    const [bandra, sarjapur] = ids;
    const response = await cards(`ids=${bandra}, ${sarjapur!.toUpperCase()} ,${bandra},`);
    expect(idsIn(response)).toEqual([bandra, sarjapur]);
  });

  it('leaves out listings that were deleted or never existed', async () => {
    const gone = (await createLiveListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR)).id;
    await deleteListing(t.db, t.storage, gone, SYSTEM_ACTOR);
    const response = await cards(`ids=${gone},${ids[0]},00000000-0000-4000-8000-000000000000`);
    expect(response.statusCode).toBe(200);
    expect(idsIn(response)).toEqual([ids[0]]);
  });

  it.each([
    ['no ids at all', '', 'ids: name the listings, separated by commas'],
    ['an empty list', 'ids=,', 'ids: name at least one listing'],
    ['something that is not an id', `ids=${'x'.repeat(10)}`, 'ids: each must be a listing id'],
    ['an injection attempt', "ids=1'%20or%20'1'='1", 'ids: each must be a listing id'],
  ])('refuses %s with a 400 naming ids', async (_case, query, message) => {
    const response = await cards(query);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some search parameters are not valid: ids.',
      fields: { ids: message },
    });
  });

  it(`refuses more than ${SHORTLIST_LIMITS.maxCardsPerRequest} listings at a time`, async () => {
    const many = Array.from({ length: SHORTLIST_LIMITS.maxCardsPerRequest + 1 }, () => crypto.randomUUID());
    const response = await cards(`ids=${many.join(',')}`);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error.fields).toEqual({
      ids: `ids: at most ${SHORTLIST_LIMITS.maxCardsPerRequest} listings at a time`,
    });
    const enough = await cards(`ids=${many.slice(1).join(',')}`);
    expect(enough.statusCode).toBe(200);
    expect(idsIn(enough)).toEqual([]);
  });
});
