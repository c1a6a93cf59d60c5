/**
 * Seeds 100,000 listings and times the public search for the filter combinations house hunters use most, the
 * search map and the place box, on PGlite and, when TEST_DATABASE_URL names a server, on PostgreSQL (one request
 * at a time; `npm run bench http` measures concurrency). Issue 23's goals: a box search p99 < 20 ms, the map of
 * all India p50 < 50 ms, places p99 < 10 ms.
 */
import { listingSearchSchema, SEARCH_PAGE_SIZES } from '#domain/listing-search';
import { mapSearchSchema } from '#domain/map-search';
import { suggestPlaces } from '#server/features/places/service';
import { searchMap } from '#server/features/property-search/map/map-service';
import { searchListings } from '#server/features/property-search/service';
import { suggestSearches } from '#server/features/property-search/suggestions/search-suggestions';
import { LocalDiskStorage } from '#server/storage/local-disk-storage';
import { openTestDatabase, type TestDatabaseKind } from '#server/testing/test-database';
import { seedBenchListings } from './bench-listings.js';

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
  // Issue 23: a city's box on the map ("Search as I move the map"), an area drawn, a PIN code, typed words.
  'bbox=12.85,77.45,13.1,77.75',
  'status=sale&bbox=18.9,72.8,19.2,72.95&bedrooms=2',
  'polygon=12.9,77.5;13.05,77.55;13.0,77.7;12.88,77.65',
  'pincode=560001&status=rent',
  'q=2bhk flats in bangalore',
];

/** The map's answer (GET /api/properties/map): all of India zoomed out (clusters), and a city (clusters or pins). */
const MAP_SEARCHES = [
  'bbox=6,68,37.5,97.5&zoom=5',
  'bbox=6,68,37.5,97.5&zoom=5&status=rent&bedrooms=2',
  'bbox=12.85,77.45,13.1,77.75&zoom=12',
  'bbox=12.95,77.55,12.97,77.57&zoom=17',
];

/** What the place box is typed as: a prefix, a misspelling, an old name, a PIN code's first digits. */
const PLACE_QUERIES = ['Ba', 'whitefeild', 'Bangalore', 'Indira', '5600'];

/** Searches that find nothing, for which /properties asks the suggestions (relaxed searches and their counts). */
const EMPTY_SEARCHES = [
  'status=rent&city=Kochi&bedrooms=5&amenities=Lift,Power Backup&maxPrice=15000',
  'q=heritage villa&status=sale&city=Pune&minPrice=90000000&furnishing=fully-furnished',
];

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
    await seedBenchListings(database.db, LISTINGS);
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
    for (const query of MAP_SEARCHES) {
      const search = mapSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));
      await time(
        `map ${query}`.slice(0, 66),
        'listings',
        async () => (await searchMap(database.db, storage, search)).total,
      );
    }
    for (const query of PLACE_QUERIES) {
      await time(
        `places q=${query}`,
        'places',
        async () => (await suggestPlaces(database.db, query)).items.length,
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
