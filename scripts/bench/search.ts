/**
 * Seeds 100,000 listings and times the public search for the filter combinations house hunters use most,
 * on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { listingSearchSchema, SEARCH_PAGE_SIZES } from '#domain/listing-search';
import { searchListings } from '#server/features/properties/public-search';
import { suggestSearches } from '#server/features/properties/search-suggestions';
import { LocalDiskStorage } from '#server/storage/local-disk-storage';
import { openTestDatabase, type TestDatabaseKind } from '#server/testing/test-database';
import type { Database } from '#server/db/client';

const LISTINGS = 100_000;
const RUNS = 40;

const TYPICAL_SEARCHES = [
  'status=rent&city=Bengaluru',
  'status=sale&city=Mumbai&bedrooms=2,3',
  'q=sea view',
  'q=metro&status=rent&sort=relevance',
  'category=residential&type=flat&minPrice=5000000&maxPrice=15000000',
  'city=Pune&amenities=Lift,Power Backup',
  'status=rent&minArea=1000&maxArea=2000&sort=price-asc',
  'sort=price-asc',
  'featured=true',
  '',
];

/** Searches that find nothing, for which /properties asks the suggestions (relaxed searches and their counts). */
const EMPTY_SEARCHES = [
  'status=rent&city=Kochi&bedrooms=5&amenities=Lift,Power Backup&maxPrice=15000',
  'q=heritage villa&status=sale&city=Pune&minPrice=90000000&furnishing=fully-furnished',
];

/** Plausible listings made in SQL (seeded random, the same every run): seconds instead of minutes. */
async function seed(db: Database): Promise<void> {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(
    sql.raw(`
    insert into properties (title, description, main_category, sub_category, property_status, price,
      rental_frequency, available_from, address, location, city, state, pincode, square_feet, bedrooms,
      bathrooms, furnishing_status, amenities, features, is_featured, created_at, updated_at)
    select
      (array['Sunny','Spacious','Quiet','Sea view','Garden','Corner','Modern','Heritage'])[1 + (i % 8)] || ' ' ||
        (array['2 BHK flat','3 BHK flat','villa','office space','shop','plot'])[1 + (i % 6)] || ' near ' ||
        (array['the metro','the lake','the park','the beach','the IT park','the market'])[1 + (i % 6)],
      'A well kept home with good light and easy access to schools, hospitals and the metro.',
      case when i % 6 in (3, 4) then 'commercial' else 'residential' end,
      (array['flat','flat','villa','office-space','shop','plot'])[1 + (i % 6)],
      case when i % 3 = 0 then 'rent' else 'sale' end,
      case when i % 3 = 0 then 10000 + (random() * 190000)::int else 2000000 + (random() * 98000000)::bigint end,
      case when i % 3 = 0 then 'monthly' end,
      date '2026-01-01' + (i % 400),
      i || ', Main Road',
      (array['Indiranagar','Bandra','Gachibowli','Adyar','Baner','Sector 45','Kakkanad'])[1 + (i % 7)],
      (array['Bengaluru','Mumbai','Hyderabad','Chennai','Pune','Gurugram','Kochi'])[1 + ((i / 7) % 7)],
      'Karnataka', '560001',
      400 + (random() * 4000)::int,
      case when i % 6 in (0, 1, 2) then 1 + (i % 5) end,
      case when i % 6 in (0, 1, 2) then 1 + (i % 4) end,
      case when i % 6 in (0, 1, 2) then (array['unfurnished','semi-furnished','fully-furnished'])[1 + (i % 3)] end,
      case i % 4 when 0 then array['Lift','Power Backup'] when 1 then array['Lift'] when 2 then array['Security','Parking'] else array[]::text[] end,
      array[]::text[],
      i % 97 = 0,
      now() - (i % 365) * interval '1 day',
      now() - (i % 365) * interval '1 day'
    from generate_series(1, ${LISTINGS}) as i
  `),
  );
  await db.execute(sql`analyze properties`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Runs `run` RUNS times after a warm-up and prints its p50, p99 and rate beside the number it answered. */
async function time(label: string, unit: string, run: () => Promise<number>): Promise<void> {
  await run();
  const timings: number[] = [];
  let answer = 0;
  const started = performance.now();
  for (let round = 0; round < RUNS; round++) {
    const t0 = performance.now();
    answer = await run();
    timings.push(performance.now() - t0);
  }
  const elapsed = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(66)} ${String(answer).padStart(6)} ${unit.padEnd(7)} ` +
      `p50 ${percentile(timings, 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(timings, 0.99).toFixed(1).padStart(6)} ms  ` +
      `${(RUNS / elapsed).toFixed(0).padStart(4)} /s`,
  );
}

async function benchOn(kind: TestDatabaseKind): Promise<void> {
  const database = await openTestDatabase(kind);
  try {
    const seedStart = performance.now();
    await seed(database.db);
    console.log(
      `\nSearch on ${kind}: ${LISTINGS.toLocaleString('en-IN')} listings seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${RUNS} runs each`,
    );
    const storage = new LocalDiskStorage('/nonexistent');
    for (const query of TYPICAL_SEARCHES) {
      const parsed = listingSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const search = { ...parsed, pageSize: parsed.pageSize ?? SEARCH_PAGE_SIZES.default };
      await time(
        query || '(no filters)',
        'hits',
        async () => (await searchListings(database.db, storage, search)).total,
      );
    }
    for (const query of EMPTY_SEARCHES) {
      const search = listingSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));
      await time(
        `suggestions for ${query}`.slice(0, 66),
        'offered',
        async () => (await suggestSearches(database.db, search)).suggestions.length,
      );
    }
  } finally {
    await database.close();
  }
}

export async function benchSearch(): Promise<void> {
  await benchOn('PGlite');
  if (process.env.TEST_DATABASE_URL) await benchOn('PostgreSQL');
  else
    console.log(
      '\nSearch on PostgreSQL: skipped (set TEST_DATABASE_URL to a server, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
}
