/**
 * The public search runs statements kept for their shape (prepared-statements.ts): searches that differ only in
 * their values share statements, and each still finds its own listings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyInput } from '#domain/property-schema';
import { keptStatements } from '#server/db/prepared-statements';
import { LocalDiskStorage } from '#server/storage/local-disk-storage';
import { createNamedLiveListings } from '#server/testing/live-listing';
import { namedListingsFound } from '#server/testing/public-search';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { statementsPreparedBy, TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { searchListings } from './service.js';

const LISTINGS = {
  kochiRent: {
    city: 'Kochi',
    state: 'Kerala',
    propertyStatus: 'rent',
    rentalFrequency: 'monthly',
    price: 25_000,
    bedrooms: 2,
    title: 'Backwater flat with a sea view',
    amenities: ["Children's Play Area", 'Water Supply 24/7'],
  },
  puneSale: { city: 'Pune', state: 'Maharashtra', price: 9_000_000, bedrooms: 3, title: 'Hill view flat' },
  puneVilla: {
    city: 'Pune',
    state: 'Maharashtra',
    subCategory: 'villa',
    price: 30_000_000,
    bedrooms: 4,
    title: 'Villa with a sea view',
    amenities: ['Swimming Pool', 'Gym'],
    features: ['Vastu Compliant'],
  },
} satisfies Record<string, Partial<PropertyInput>>;

describe.each(TEST_DATABASE_KINDS)('the public search on %s', (kind) => {
  let t: TestApp;
  let ids: Record<keyof typeof LISTINGS, string>;
  const found = (query: string) => namedListingsFound(t.app, ids, query);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ids = await createNamedLiveListings(t.db, LISTINGS);
  });
  afterAll(async () => t?.close());

  it('shares statements between searches of one shape, each finding its own listings', async () => {
    expect(await found('city=Kochi&status=rent')).toEqual(['kochiRent']);
    const afterFirst = keptStatements(t.db);
    expect(await found('city=Pune&status=sale')).toEqual(['puneSale', 'puneVilla']);
    expect(await found('city=Pune&status=rent')).toEqual([]);
    expect(keptStatements(t.db)).toBe(afterFirst);

    expect(await found('type=flat,villa&bedrooms=3,4&minPrice=5000000')).toEqual(['puneSale', 'puneVilla']);
    const lists = keptStatements(t.db);
    expect(await found('type=villa,flat&bedrooms=2,4&minPrice=1')).toEqual(['kochiRent', 'puneVilla']);
    expect(await found(`amenities=${encodeURIComponent("Children's Play Area")}`)).toEqual(['kochiRent']);
    const withAmenities = keptStatements(t.db);
    expect(withAmenities).toBeGreaterThan(lists);
    expect(await found('amenities=Gym,Swimming%20Pool')).toEqual(['puneVilla']);
    expect(keptStatements(t.db)).toBe(withAmenities);
  });

  it('shares the statements of full text between words', async () => {
    // Words found among the newest listings, and words found in none of them (rare: another statement).
    expect(await found('q=sea%20view')).toEqual(['kochiRent', 'puneVilla']);
    expect(await found('q=nothing%20like%20it')).toEqual([]);
    const afterFirst = keptStatements(t.db);
    expect(await found('q=hill%20view')).toEqual(['puneSale']);
    expect(await found('q=%22no%20such%22%20words')).toEqual([]);
    expect(keptStatements(t.db)).toBe(afterFirst);
  });

  it.runIf(kind === 'PostgreSQL')(
    'has PostgreSQL plan each run of a kept search for its values: it is sent unnamed',
    async () => {
      // A named one would be planned once for any city after five runs: Kochi's rents and Pune's sales would
      // share one plan.
      const storage = new LocalDiskStorage('/nonexistent');
      const prepared = await statementsPreparedBy(t.databaseUrl!, async (db) => {
        for (const city of ['Kochi', 'Pune', 'Kochi', 'Pune', 'Kochi', 'Pune', 'Kochi'])
          await searchListings(db, storage, { city, status: 'rent', page: 1, pageSize: 12 });
      });
      expect(prepared).toEqual([]);
    },
  );
});
