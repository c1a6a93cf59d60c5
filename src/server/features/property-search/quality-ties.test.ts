import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { properties } from '#server/db/schema';
import { createNamedLiveListings } from '#server/testing/live-listing';
import { searchPublicListings } from '#server/testing/public-search';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

// Listings alike in every word the search ranks by, in a town of their own; only their quality differs.
const ALIKE = { city: 'Qualitypur', title: 'Lakeview terrace flat', description: 'Lakeview terrace.' };
const SCORES = { olderBetter: 90, newerWorse: 40, newestUnscored: null } as const;
type Name = keyof typeof SCORES;

describe.each(TEST_DATABASE_KINDS)('equally relevant listings on %s', (kind) => {
  let t: TestApp;
  let ids: Record<Name, string>;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ids = await createNamedLiveListings(
      t.db,
      { olderBetter: ALIKE, newerWorse: ALIKE, newestUnscored: ALIKE },
      ['olderBetter', 'newerWorse', 'newestUnscored'],
    );
    for (const name of Object.keys(SCORES) as Name[]) {
      await t.db.update(properties).set({ qualityScore: SCORES[name] }).where(eq(properties.id, ids[name]));
    }
  });
  afterAll(async () => t?.close());

  it('come better first, then newer: a listing not yet scored last', async () => {
    const page = await searchPublicListings(t.app, 'city=Qualitypur&q=lakeview%20terrace&sort=relevance');
    expect(page.items.map((item) => item.id)).toEqual([ids.olderBetter, ids.newerWorse, ids.newestUnscored]);
  });

  it.each([
    'sort=price-asc',
    'sort=price-desc',
    'status=sale&sort=price-asc',
    'status=sale&sort=price-desc',
    'sort=area',
    'status=sale&sort=price-per-sq-ft',
  ])('come better first at the same price, area or price per sq ft: %s', async (query) => {
    // aFlat's price and area are the same for all three.
    const page = await searchPublicListings(t.app, `city=Qualitypur&${query}`);
    expect(page.items.map((item) => item.id)).toEqual([ids.olderBetter, ids.newerWorse, ids.newestUnscored]);
  });

  it('keep newest first when sorted by date', async () => {
    const page = await searchPublicListings(t.app, 'city=Qualitypur&sort=newest');
    expect(page.items.map((item) => item.id)).toEqual([ids.newestUnscored, ids.newerWorse, ids.olderBetter]);
  });
});
