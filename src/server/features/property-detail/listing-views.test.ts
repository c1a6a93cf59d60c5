import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInputSchema } from '#domain/property-schema';
import { propertyViews } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { countListingView } from './service.js';
import { createLiveListing } from '#server/testing/live-listing';

describe.each(TEST_DATABASE_KINDS)('counting property page views on %s', (kind) => {
  let t: TestApp;
  let listingId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    listingId = (await createLiveListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR)).id;
  });
  afterAll(async () => t?.close());

  const view = (id: string) => t.app.inject({ method: 'POST', url: `/api/properties/${id}/views` });

  it('adds each view to the listing’s count for the day, and keeps nothing about the viewer', async () => {
    expect((await view(listingId)).statusCode).toBe(204);
    expect((await view(listingId)).statusCode).toBe(204);
    const rows = await t.db.select().from(propertyViews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      propertyId: listingId,
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
      views: 2,
    });
  });

  it('counts by India’s calendar day', async () => {
    // 20:00 UTC on 1 March is already 2 March in India.
    await countListingView(t.db, listingId, new Date('2026-03-01T20:00:00Z'));
    const days = (await t.db.select().from(propertyViews)).map((row) => row.day);
    expect(days).toContain('2026-03-02');
  });

  it('answers 404 for a listing that does not exist, counting nothing', async () => {
    const before = await t.db.select().from(propertyViews);
    expect((await view('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await view('not-an-id')).statusCode).toBe(400);
    expect(await t.db.select().from(propertyViews)).toEqual(before);
  });
});
