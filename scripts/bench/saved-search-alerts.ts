/**
 * Saved-search alerts at scale: 100,000 listings and 10,000 saved searches (500 accounts with 20 each, the
 * limit), then the time to find the searches a new listing matches and record those matches (what the alert job
 * does before it queues mails), on PGlite and, when TEST_DATABASE_URL names a server, on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { propertyInputSchema } from '#domain/property-schema';
import { SAVED_SEARCH_LIMITS, savedSearchFiltersSchema } from '#domain/saved-search';
import type { Database } from '#server/db/client';
import { properties, savedSearches, users } from '#server/db/schema';
import {
  recordAlertMatches,
  savedSearchesMatchingListing,
} from '#server/features/saved-searches/alerts/alert-matching';
import { aFlat } from '#server/testing/listing-factory';
import { openTestDatabase, type TestDatabaseKind } from '#server/testing/test-database';
import { seedBenchListings } from './bench-listings.js';

const LISTINGS = 100_000;
const SAVED_SEARCHES = 10_000;
const NEW_LISTINGS = 10;

const CITIES = ['Bengaluru', 'Mumbai', 'Hyderabad', 'Chennai', 'Pune', 'Gurugram', 'Kochi'];

/** The i-th saved search: the mix of filters people save, as the address spells them. */
function aSavedSearch(i: number): Record<string, string> {
  // A price floor no listing is under, different for each: an account saves a search once (decision 017).
  const search: Record<string, string> = { city: CITIES[i % CITIES.length]!, minPrice: String(i) };
  if (i % 2 === 0) search.status = i % 4 === 0 ? 'rent' : 'sale';
  if (i % 3 === 0) search.bedrooms = String(1 + (i % 5));
  if (i % 5 === 0) search.maxPrice = String(5_000_000 + (i % 20) * 1_000_000);
  if (i % 7 === 0) search.type = 'flat,villa';
  if (i % 11 === 0) search.q = ['sea view', 'metro', 'garden', 'quiet'][i % 4]!;
  if (i % 13 === 0) search.amenities = 'Lift,Power Backup';
  if (i % 17 === 0) search.minArea = '800';
  return search;
}

async function seedSavedSearches(db: Database): Promise<void> {
  const accounts = SAVED_SEARCHES / SAVED_SEARCH_LIMITS.maxPerUser;
  const people = await db
    .insert(users)
    .values(Array.from({ length: accounts }, (_, i) => ({ email: `hunter${i}@bench.example` })))
    .returning({ id: users.id });
  for (let from = 0; from < SAVED_SEARCHES; from += 1000) {
    await db.insert(savedSearches).values(
      Array.from({ length: Math.min(1000, SAVED_SEARCHES - from) }, (_, k) => {
        const i = from + k;
        return {
          userId: people[i % accounts]!.id,
          name: `Search ${i}`,
          frequency: (['instant', 'daily', 'weekly'] as const)[i % 3]!,
          search: savedSearchFiltersSchema.parse(aSavedSearch(i)),
        };
      }),
    );
  }
}

export async function benchSavedSearchAlertsOn(kind: TestDatabaseKind): Promise<void> {
  const database = await openTestDatabase(kind);
  try {
    const seedStart = performance.now();
    await seedBenchListings(database.db, LISTINGS);
    await seedSavedSearches(database.db);
    await database.db.execute(sql`analyze`);
    console.log(
      `\nSaved-search alerts on ${kind}: ${LISTINGS.toLocaleString('en-IN')} listings and ${SAVED_SEARCHES.toLocaleString('en-IN')} saved searches seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const timings: number[] = [];
    for (let n = 0; n < NEW_LISTINGS; n++) {
      const [listing] = await database.db
        .insert(properties)
        .values(
          propertyInputSchema.parse(
            aFlat({ city: CITIES[n % CITIES.length]!, price: 4_000_000 + n * 500_000 }),
          ),
        )
        .returning({ id: properties.id });
      const t0 = performance.now();
      const matched = await savedSearchesMatchingListing(database.db, listing!.id);
      const t1 = performance.now();
      const recorded = await recordAlertMatches(database.db, listing!.id, 'listed');
      const t2 = performance.now();
      timings.push(t2 - t0);
      console.log(
        `  new listing ${n + 1}: ${String(matched.length).padStart(5)} matching searches found in ${(t1 - t0).toFixed(0).padStart(5)} ms; ` +
          `found and recorded (${recorded.length}) in ${(t2 - t1).toFixed(0).padStart(5)} ms`,
      );
    }
    timings.sort((a, b) => a - b);
    console.log(
      `  per new listing, find + record: median ${timings[Math.floor(timings.length / 2)]!.toFixed(0)} ms, worst ${timings.at(-1)!.toFixed(0)} ms`,
    );
  } finally {
    await database.close();
  }
}

export async function benchSavedSearchAlerts(): Promise<void> {
  await benchSavedSearchAlertsOn('PGlite');
  if (process.env.TEST_DATABASE_URL) await benchSavedSearchAlertsOn('PostgreSQL');
  else
    console.log(
      '\nSaved-search alerts on PostgreSQL: skipped (set TEST_DATABASE_URL to a server, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
}
