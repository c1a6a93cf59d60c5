import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SUB_CATEGORIES } from '#domain/taxonomy';
import { propertyInputSchema } from '#domain/property-schema';
import { LocalDiskStorage } from '#server/storage/local-disk-storage';
import { openTestDatabase, TEST_DATABASE_KINDS } from '#server/testing/test-database';
import type { DatabaseHandle } from '#server/db/client';
import { properties, propertyImages, users } from '#server/db/schema';
import { buildDemoListings } from './demo-listings.js';
import { PHOTOS_PER_DEMO_LISTING, seedDemoData } from './seed-demo-data.js';

describe('the demo catalogue', () => {
  const listings = buildDemoListings(new Date('2026-11-21T00:00:00Z'));

  it('has at least 40 listings over at least 6 cities, every subcategory, sale and rent', () => {
    expect(listings.length).toBeGreaterThanOrEqual(40);
    expect(new Set(listings.map((l) => l.input.city)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(listings.map((l) => l.input.subCategory))).toEqual(new Set(ALL_SUB_CATEGORIES));
    expect(new Set(listings.map((l) => l.input.propertyStatus))).toEqual(new Set(['sale', 'rent']));
    expect(listings.some((l) => l.input.isFeatured)).toBe(true);
  });

  it('is valid by the shared schema, listing by listing', () => {
    for (const listing of listings) {
      const result = propertyInputSchema.safeParse(listing.input);
      expect(result.success, `${listing.input.title}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('is the same on every run', () => {
    expect(buildDemoListings(new Date('2026-11-21T00:00:00Z'))).toEqual(listings);
  });
});

describe.each(TEST_DATABASE_KINDS)('seeding an empty database on %s', (kind) => {
  let database: DatabaseHandle;
  let mediaDir: string;
  let storage: LocalDiskStorage;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    mediaDir = mkdtempSync(join(tmpdir(), 'househunt-seed-'));
    storage = new LocalDiskStorage(mediaDir);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it(
    'stores every listing with its photos in responsive WebP and AVIF variants',
    { timeout: 180_000 },
    async () => {
      const result = await seedDemoData({ db: database.db, storage });
      expect(result?.listings).toBeGreaterThanOrEqual(40);
      expect(result?.photos).toBe(result!.listings * PHOTOS_PER_DEMO_LISTING);

      const rows = await database.db.select().from(properties);
      expect(rows).toHaveLength(result!.listings);
      const images = await database.db.select().from(propertyImages).orderBy(asc(propertyImages.position));
      const firstListingImages = images.filter((i) => i.propertyId === rows[0]!.id);
      expect(firstListingImages.map((i) => i.position)).toEqual([0, 1, 2]);
      for (const image of images.slice(0, 6)) {
        expect(image.keyBase).toMatch(/^properties\/\d{13}-[a-z0-9-]+$/);
        expect(new Set(image.variants.map((v) => v.format))).toEqual(new Set(['webp', 'avif']));
        expect(image.variants.map((v) => v.width)).toEqual(expect.arrayContaining([480, 960, 1600]));
        for (const variant of image.variants) {
          const object = await storage.get(variant.key);
          expect(object?.size, variant.key).toBe(variant.bytes);
          object?.body.destroy();
        }
      }
    },
  );

  it("lists some of the catalogue as its demo owner's and agent's, who show their numbers", async () => {
    const rows = await database.db
      .select({ kind: properties.listerKind, email: users.email, shown: users.listingPhoneShown })
      .from(properties)
      .leftJoin(users, eq(users.id, properties.listedBy));
    const byKind = (kind: string) => rows.filter((row) => row.kind === kind);
    expect(byKind('owner').length).toBeGreaterThan(0);
    expect(byKind('agent').length).toBeGreaterThan(0);
    expect(byKind('team').length).toBeGreaterThan(rows.length / 2);
    expect(new Set(byKind('owner').map((row) => row.email))).toEqual(new Set(['owner@example.com']));
    expect(new Set(byKind('agent').map((row) => row.email))).toEqual(new Set(['broker@example.com']));
    expect(byKind('team').every((row) => row.email === null)).toBe(true);
    expect(rows.filter((row) => row.kind !== 'team').every((row) => row.shown)).toBe(true);
  });

  it('does nothing when the database already has listings', async () => {
    expect(await seedDemoData({ db: database.db, storage })).toBeNull();
  });
});
