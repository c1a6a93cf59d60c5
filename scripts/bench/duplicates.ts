/**
 * The duplicate guard at scale: 100,000 listings with five photos each (random perceptual hashes), then the time of
 * findLikelyDuplicates (the photo test through the hash bands and the address test) for many listings, on PGlite
 * and, when TEST_DATABASE_URL names a server, on PostgreSQL. The goal is under 50 ms (issue 22).
 */
import { sql } from 'drizzle-orm';
import { findLikelyDuplicates } from '#server/listings/duplicate-guard';
import { seedListingPhotos } from '#server/testing/seed-listings';
import { openTestDatabase, type TestDatabaseKind } from '#server/testing/test-database';
import { seedBenchListings } from './bench-listings.js';
import { recordFigure } from './goals.js';

const LISTINGS = 100_000;
const PHOTOS_PER_LISTING = 5;
const CHECKED = 200;
const GOAL_MS = 50;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function benchOn(kind: TestDatabaseKind): Promise<void> {
  const database = await openTestDatabase(kind);
  try {
    const seedStart = performance.now();
    await seedBenchListings(database.db, LISTINGS);
    await seedListingPhotos(database.db, PHOTOS_PER_LISTING);
    console.log(
      `\nDuplicate check on ${kind}: ${LISTINGS.toLocaleString('en-IN')} listings with ` +
        `${(LISTINGS * PHOTOS_PER_LISTING).toLocaleString('en-IN')} photos seeded in ` +
        `${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${CHECKED} listings checked`,
    );
    // Listings spread through the catalogue (every seeded listing shares one PIN code: the address test's worst case).
    const sample = await database.db.execute(
      sql`select id from properties order by md5(id::text) limit ${CHECKED}`,
    );
    const ids = (sample as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
    await findLikelyDuplicates(database.db, ids[0]!);
    const timings: number[] = [];
    let found = 0;
    for (const id of ids) {
      const t0 = performance.now();
      found += (await findLikelyDuplicates(database.db, id)).length;
      timings.push(performance.now() - t0);
    }
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 0.95);
    recordFigure({
      bench: `duplicates ${kind}`,
      name: 'findLikelyDuplicates p95',
      value: p95,
      unit: 'ms',
      goal: GOAL_MS,
      better: 'lower',
    });
    console.log(
      `  findLikelyDuplicates   p50 ${percentile(timings, 0.5).toFixed(1).padStart(6)} ms  ` +
        `p95 ${p95.toFixed(1).padStart(6)} ms  max ${timings.at(-1)!.toFixed(1).padStart(6)} ms  ` +
        `goal < ${GOAL_MS} ms: ${p95 < GOAL_MS ? 'met' : 'MISSED'}  (${found} likely duplicates found)`,
    );
  } finally {
    await database.close();
  }
}

export async function benchDuplicates(): Promise<void> {
  await benchOn('PGlite');
  if (process.env.TEST_DATABASE_URL) await benchOn('PostgreSQL');
  else
    console.log(
      '\nDuplicate check on PostgreSQL: skipped (set TEST_DATABASE_URL to a server, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
}
