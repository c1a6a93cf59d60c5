import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { listingQuality } from '#domain/listing-quality';
import { properties, propertyImages } from '#server/db/schema';
import { createNamedLiveListings } from '#server/testing/live-listing';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { propertyInputSchema } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { aFlat } from '#server/testing/listing-factory';
import { qualityColumns, rescoreListing, scoreUnscoredListings } from './listing-quality.js';
import { confirmListing, moveListing } from './listing-moves.js';
import { createListing, updateListing } from './listing-writes.js';

describe.each(TEST_DATABASE_KINDS)('the stored listing quality score on %s', (kind) => {
  let t: TestApp;
  let ids: Record<'bareFlat' | 'described' | 'pinned', string>;
  const NOW = new Date();

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ids = await createNamedLiveListings(t.db, {
      bareFlat: { description: 'Small.', facing: null, carpetArea: null },
      described: { description: 'A bright home. '.repeat(60), facing: 'east', carpetArea: 1_100 },
      pinned: { description: 'Near the metro.' },
    });
    // Written around the write paths, as the seed does: no score yet.
    await t.db.update(properties).set({ qualityScore: null });
  });
  afterAll(async () => t?.close());

  const scoreOf = async (id: string) =>
    (await t.db.select({ score: properties.qualityScore }).from(properties).where(eq(properties.id, id)))[0]!
      .score;
  const expectedScore = async (id: string) => {
    const [row] = await t.db.select(qualityColumns).from(properties).where(eq(properties.id, id));
    return listingQuality({ ...row!, photoCount: 0 }, NOW).score;
  };

  it('scores every unscored listing in batches, by the domain rule', async () => {
    expect(await scoreUnscoredListings(t.db, NOW, { batch: 2 })).toBeGreaterThanOrEqual(3);
    expect(await t.db.select().from(properties).where(isNull(properties.qualityScore))).toEqual([]);
    for (const id of Object.values(ids)) expect(await scoreOf(id)).toBe(await expectedScore(id));
    expect(await scoreOf(ids.described)).toBeGreaterThan((await scoreOf(ids.bareFlat))!);
    // Nothing left: a run reads one empty batch.
    expect(await scoreUnscoredListings(t.db, NOW)).toBe(0);
  });

  it('rescores a listing from what is stored now', async () => {
    await t.db
      .update(properties)
      .set({ description: 'Spacious and airy. '.repeat(50) })
      .where(eq(properties.id, ids.pinned));
    const before = await scoreOf(ids.pinned);
    await rescoreListing(t.db, ids.pinned, NOW);
    expect(await scoreOf(ids.pinned)).toBe(await expectedScore(ids.pinned));
    expect(await scoreOf(ids.pinned)).toBeGreaterThan(before!);
  });

  it('counts a listing’s own photos, not none', async () => {
    const [withPhotos] = Object.values(
      await createNamedLiveListings(t.db, { photographed: { description: 'Five photos.' } }),
    );
    await t.db.insert(propertyImages).values(
      Array.from({ length: 5 }, (_, position) => ({
        propertyId: withPhotos!,
        position,
        keyBase: `properties/quality-${position}`,
        originalName: `room-${position}.jpg`,
        width: 1600,
        height: 1200,
        variants: [],
      })),
    );
    await t.db.update(properties).set({ qualityScore: null }).where(eq(properties.id, withPhotos!));
    await scoreUnscoredListings(t.db, NOW);
    const [row] = await t.db.select(qualityColumns).from(properties).where(eq(properties.id, withPhotos!));
    expect(await scoreOf(withPhotos!)).toBe(listingQuality({ ...row!, photoCount: 5 }, NOW).score);
    expect(await scoreOf(withPhotos!)).toBeGreaterThan(listingQuality({ ...row!, photoCount: 0 }, NOW).score);
  });

  it('refuses a score outside 0 to 100', async () => {
    await expect(
      t.db.update(properties).set({ qualityScore: 101 }).where(eq(properties.id, ids.bareFlat)),
    ).rejects.toThrow();
  });

  it('is kept by the writes that change what it reads: create, save, publish and confirm', async () => {
    const short = propertyInputSchema.parse(aFlat({ title: 'Scored flat', description: 'Short.' }));
    const draft = await createListing(t.db, short, [], SYSTEM_ACTOR);
    expect(draft.qualityScore).toBe(await expectedScore(draft.id));

    const long = propertyInputSchema.parse(
      aFlat({ title: 'Scored flat', description: 'Roomy. '.repeat(130) }),
    );
    const saved = await updateListing(t.db, t.storage, draft.id, { version: 1, data: long }, SYSTEM_ACTOR);
    expect(saved.changed).toBe(false);
    const afterSave = await scoreOf(draft.id);
    expect(afterSave).toBe(await expectedScore(draft.id));
    expect(afterSave).toBeGreaterThan(draft.qualityScore!);

    // Published, its availability is confirmed: the freshness check now applies, and is met.
    await moveListing(t.db, draft.id, { to: 'live', confirmDuplicate: true }, SYSTEM_ACTOR, NOW);
    expect(await scoreOf(draft.id)).toBe(await expectedScore(draft.id));
    const longAgo = new Date(NOW.getTime() - 50 * 86_400_000);
    await t.db.update(properties).set({ lastConfirmedAt: longAgo }).where(eq(properties.id, draft.id));
    await rescoreListing(t.db, draft.id, NOW);
    const stale = await scoreOf(draft.id);
    await confirmListing(t.db, draft.id, { version: 3 }, SYSTEM_ACTOR, NOW);
    expect(await scoreOf(draft.id)).toBeGreaterThan(stale!);
    expect(await scoreOf(draft.id)).toBe(await expectedScore(draft.id));
  });
});
