import { eq } from 'drizzle-orm';
import { publishThroughAdminApi } from '#server/testing/live-listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingAnswerSchema } from '#domain/listing-record';
import { priceHistorySchema } from '#domain/price-history-answer';
import type { PropertyInput } from '#domain/property-schema';
import { listingPriceChanges, properties } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

const DAY_MS = 86_400_000;

describe.each(TEST_DATABASE_KINDS)('price history on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let adminId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const admin = await signIn(t.app, 'admin@example.com');
    adminId = admin.user.id;
    headers = writeHeaders(admin);
  });
  afterAll(async () => t?.close());

  const create = async (overrides: Partial<PropertyInput> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      headers,
      payload: { property: aFlat(overrides) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return publishThroughAdminApi(t.app, headers, responseBody(response, listingAnswerSchema).property);
  };
  const save = (id: string, version: number, overrides: Partial<PropertyInput>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/properties/${id}`,
      headers,
      payload: { version, property: aFlat(overrides) },
    });
  const history = async (id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/${id}/price-history` });
    expect(response.statusCode, response.body).toBe(200);
    return responseBody(response, priceHistorySchema);
  };
  const stored = async (id: string) =>
    (await t.db.select().from(properties).where(eq(properties.id, id)))[0]!;

  it('keeps every change of price with who made it, and shows it from the price it was listed at', async () => {
    const listing = await create({ price: 12_500_000 });
    expect(await history(listing.id)).toEqual({
      priceReducedAt: null,
      entries: [{ at: expect.any(String) as string, price: 12_500_000, previousPrice: null }],
    });

    expect((await save(listing.id, listing.version, { price: 12_000_000 })).statusCode).toBe(200);
    const dropped = await stored(listing.id);
    expect(dropped.priceReducedAt).toBeInstanceOf(Date);
    // Another field saved at the same price is no change of price.
    expect(
      (await save(listing.id, listing.version + 1, { price: 12_000_000, title: 'A brighter title' }))
        .statusCode,
    ).toBe(200);
    expect((await stored(listing.id)).priceReducedAt).toEqual(dropped.priceReducedAt);
    expect((await save(listing.id, listing.version + 2, { price: 12_200_000 })).statusCode).toBe(200);

    const changes = await t.db
      .select()
      .from(listingPriceChanges)
      .where(eq(listingPriceChanges.propertyId, listing.id))
      .orderBy(listingPriceChanges.id);
    expect(changes).toMatchObject([
      { oldPrice: 12_500_000, newPrice: 12_000_000, changedBy: adminId },
      { oldPrice: 12_000_000, newPrice: 12_200_000, changedBy: adminId },
    ]);
    const answer = await history(listing.id);
    expect(answer.entries.map(({ price, previousPrice }) => ({ price, previousPrice }))).toEqual([
      { price: 12_500_000, previousPrice: null },
      { price: 12_000_000, previousPrice: 12_500_000 },
      { price: 12_200_000, previousPrice: 12_000_000 },
    ]);
    // A rise after a drop does not keep the "Price reduced" badge.
    expect(answer.priceReducedAt).toBeNull();
    // Who changed a price is the team's record, not the public's.
    expect(JSON.stringify(answer)).not.toContain(adminId);
  });

  it('keeps nothing of a save refused for an older version', async () => {
    const listing = await create({ price: 9_000_000 });
    expect((await save(listing.id, listing.version, { price: 8_500_000 })).statusCode).toBe(200);
    const stale = await save(listing.id, listing.version, { price: 7_000_000 });
    expect(stale.statusCode).toBe(409);
    const changes = await t.db
      .select()
      .from(listingPriceChanges)
      .where(eq(listingPriceChanges.propertyId, listing.id));
    expect(changes.map((change) => change.newPrice)).toEqual([8_500_000]);
    expect((await stored(listing.id)).price).toBe(8_500_000);
  });

  it('answers only for a listing whose page the public can open', async () => {
    const listing = await create();
    expect((await save(listing.id, listing.version, { price: 18_000_000 })).statusCode).toBe(200);
    const setState = (set: Partial<typeof properties.$inferInsert>) =>
      t.db.update(properties).set(set).where(eq(properties.id, listing.id));
    const status = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}/price-history` })).statusCode;

    await setState({ listingState: 'sold', leftPublicAt: new Date(), inPublicSearch: false });
    expect(await status()).toBe(200);
    await setState({ leftPublicAt: new Date(Date.now() - 91 * DAY_MS) });
    expect(await status()).toBe(404);
    await setState({ listingState: 'archived' });
    expect(await status()).toBe(404);
    await setState({ listingState: 'draft', listedAt: null, leftPublicAt: null });
    const draft = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}/price-history` });
    expect(draft.statusCode).toBe(404);
    expect(errorBody(draft).error).toMatchObject({ code: 'NOT_FOUND', message: 'Property not found' });
  });

  it.each([
    ['an id of no listing', '3f1b0c7e-8a5d-4b2e-9c1f-7d6e5a4b3c2d', 404],
    ['text that is no id', 'not-a-listing', 400],
    ['an id too long for an address', 'x'.repeat(10_000), 414],
    ['unicode', encodeURIComponent('मकान-🏠'), 400],
  ])('refuses %s without a 500', async (_name, id, expected) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/${id}/price-history` });
    expect(response.statusCode).toBe(expected);
    expect(errorBody(response).error.message).toEqual(expect.any(String));
  });
});
