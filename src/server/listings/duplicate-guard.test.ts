import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import type { Database } from '#server/db/client';
import { PERCEPTUAL_HASH_BANDS, properties, propertyImages } from '#server/db/schema';
import { bitsApart } from '#server/storage/perceptual-hash';
import { processImage } from '#server/storage/image-processing';
import { aFlat } from '#server/testing/listing-factory';
import { aPicture, aPng } from '#server/testing/photo-factory';
import { seedListingPhotos, seedListings } from '#server/testing/seed-listings';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '#server/testing/test-database';
import {
  findLikelyDuplicates,
  photoCandidatesQuery,
  photoProbes,
  SAME_PHOTO_MAX_BITS,
} from './duplicate-guard.js';

async function aListing(db: Database, overrides: Partial<PropertyInput> = {}): Promise<string> {
  const [row] = await db
    .insert(properties)
    .values(propertyInputSchema.parse(aFlat(overrides)))
    .returning({ id: properties.id });
  return row!.id;
}

/** A photo of the listing, processed as an upload is. */
async function aPhotoOf(db: Database, listingId: string, photo: Buffer): Promise<bigint> {
  const { width, height, perceptualHash } = await processImage(photo);
  await db.insert(propertyImages).values({
    propertyId: listingId,
    keyBase: `properties/test-${randomUUID()}`,
    originalName: 'photo.jpg',
    width,
    height,
    variants: [],
    perceptualHash,
  });
  return perceptualHash;
}

// Apart in the address, so only photos can make them duplicates.
let street = 0;
const elsewhere = () => ({ address: `${++street}, Elsewhere Road`, pincode: '560001' });

describe.each(TEST_DATABASE_KINDS)('the duplicate guard on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
  });
  afterAll(async () => database?.close());

  it('finds the listing a photo was first uploaded to when it comes back smaller, as WebP', async () => {
    const photo = await aPicture(11);
    const first = await aListing(db, { title: 'First upload', ...elsewhere() });
    const firstHash = await aPhotoOf(db, first, photo);
    const copy = await aListing(db, { title: 'Copied listing', ...elsewhere() });
    const resized = await sharp(photo).resize({ width: 700 }).webp({ quality: 45 }).toBuffer();
    const copyHash = await aPhotoOf(db, copy, resized);
    expect(bitsApart(firstHash, copyHash)).toBeLessThanOrEqual(SAME_PHOTO_MAX_BITS);

    const duplicates = await findLikelyDuplicates(db, copy);
    expect(duplicates).toEqual([
      {
        id: first,
        title: 'First upload',
        reason: 'same-photo',
        photo: expect.objectContaining({ bitsApart: bitsApart(firstHash, copyHash) }) as unknown,
        sameAddress: false,
      },
    ]);
    expect((await findLikelyDuplicates(db, first)).map((duplicate) => duplicate.id)).toEqual([copy]);
  });

  it('does not take a different photo for a copy', async () => {
    const one = await aListing(db, elsewhere());
    await aPhotoOf(db, one, await aPicture(21));
    const other = await aListing(db, elsewhere());
    await aPhotoOf(db, other, await aPicture(22));
    expect(await findLikelyDuplicates(db, other)).toEqual([]);
  });

  it('never matches photos of one flat colour, which carry nothing to compare', async () => {
    const one = await aListing(db, elsewhere());
    await aPhotoOf(db, one, await aPng(800, 600));
    const other = await aListing(db, elsewhere());
    await aPhotoOf(db, other, await aPng(640, 480));
    expect(await findLikelyDuplicates(db, other)).toEqual([]);
  });

  it('finds the same address at the same PIN code with an area within 2%', async () => {
    const address = { address: '7, Temple Street, Malleshwaram', pincode: '560003' };
    const first = await aListing(db, { ...address, title: 'Malleshwaram flat', squareFeet: 1200 });
    const again = await aListing(db, {
      ...address,
      address: '7 temple street malleshwaram',
      squareFeet: 1220,
    });
    await aListing(db, { ...address, squareFeet: 1400 });
    expect(await findLikelyDuplicates(db, again)).toEqual([
      { id: first, title: 'Malleshwaram flat', reason: 'same-address', photo: null, sameAddress: true },
    ]);
  });

  it('gives back the photos within SAME_PHOTO_MAX_BITS of a hash and none further', async () => {
    const hash = 0x1234_5678_9abc_def0n;
    const flip = (bits: bigint) => BigInt.asIntN(64, hash ^ bits);
    const photos = {
      // Six bits apart in band 0, and in the sign bit's band: found through the bands left equal.
      near: flip(0b11_1111n),
      signed: flip((0b111n << 61n) | 0b111n),
      far: flip(0b111_1111n),
    };
    const other = await aListing(db, elsewhere());
    const ids = new Map<string, string>();
    for (const [name, perceptualHash] of Object.entries(photos)) {
      const [row] = await db
        .insert(propertyImages)
        .values({
          propertyId: other,
          keyBase: `properties/test-${randomUUID()}`,
          originalName: `${name}.jpg`,
          width: 800,
          height: 600,
          variants: [],
          perceptualHash,
        })
        .returning({ id: propertyImages.id });
      ids.set(row!.id, name);
    }
    const listing = await aListing(db, elsewhere());
    const result = await db.execute(photoCandidatesQuery(listing, [hash]));
    const found = (result as { rows: Array<{ id: string }> }).rows.map((row) => ids.get(row.id));
    expect(found.sort()).toEqual(['near', 'signed']);
  });

  it('looks each band up at its value and at every value one bit away', () => {
    const probes = photoProbes([0x0001_0002_0003_0004n]);
    expect(probes.map((values) => values.length)).toEqual([17, 17, 17, 17]);
    expect(probes[0]).toContain(0x0004n);
    expect(probes[0]).toContain(0x0005n);
    expect(probes[3]).toContain(0x0001n);
    expect(probes[3]).toContain(0x8001n);
    // The sign bit is band 3's top bit.
    expect(photoProbes([-1n])[3]).toContain(0xffffn);
  });
});

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

describe.each(TEST_DATABASE_KINDS)('the photo look-up plan on %s', (kind) => {
  const LISTINGS = 10_000;
  const PHOTOS_PER_LISTING = 5;
  const PHOTOS = LISTINGS * PHOTOS_PER_LISTING;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedListings(database.db, LISTINGS);
    await seedListingPhotos(database.db, PHOTOS_PER_LISTING);
  }, 240_000);
  afterAll(async () => database?.close());

  it('reads the photos through the four band indexes, never all of them', async () => {
    const [listing] = await database.db.select({ id: properties.id }).from(properties).limit(1);
    const query = photoCandidatesQuery(listing!.id, [0x1234_5678_9abc_def0n, -0x0fed_cba9_8765_4321n]);
    const result = await database.db.execute(sql`explain (format json) ${query}`);
    const cell = Object.values((result as { rows: Array<Record<string, unknown>> }).rows[0]!)[0];
    const plan = ((typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>)[0]!.Plan;
    const scans = nodes(plan);
    expect(
      scans.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']),
    ).toEqual([]);
    expect(scans.map((node) => node['Index Name']).filter(Boolean)).toEqual(
      PERCEPTUAL_HASH_BANDS.map((band) => `property_images_hash_band_${band}_idx`),
    );
  });

  it('reads a few photos for each band value it looks up, however many photos there are', async () => {
    const [listing] = await database.db.select({ id: properties.id }).from(properties).limit(1);
    const hashes = [0x1234_5678_9abc_def0n, -0x0fed_cba9_8765_4321n];
    const probes = photoProbes(hashes).flat().length;
    const query = photoCandidatesQuery(listing!.id, hashes);
    const result = await database.db.execute(sql`explain (analyze, format json) ${query}`);
    const cell = Object.values((result as { rows: Array<Record<string, unknown>> }).rows[0]!)[0];
    const plan = ((typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>)[0]!.Plan;
    const read = nodes(plan)
      .filter((node) => node['Relation Name'] === 'property_images')
      .reduce(
        (sum, node) =>
          sum + (node['Actual Rows']! + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']!,
        0,
      );
    // Each band value is shared by one photo in 65,536 (the seeded hashes are random): five times that is room
    // for chance, and still a sliver of the catalogue.
    expect(read).toBeLessThanOrEqual((5 * probes * PHOTOS) / 65_536);
  });
});
