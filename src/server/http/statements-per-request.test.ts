/**
 * Statements per request on the hot public reads (issue 26): each statement is a round trip a visitor waits for
 * and a parse the database does, so the budget is the reads a request cannot do without, counted as the driver
 * sends them. A new lookup on these paths (a cover photo read after the cards, a session read for a visitor with
 * no cookie) fails here before it shows in the bench.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInputSchema } from '#domain/property-schema';
import { aFlat } from '#server/testing/listing-factory';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { createLiveListing } from '#server/testing/live-listing';
import { propertyImages } from '#server/db/schema';

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Counts every statement the app's database client is asked to run: the pg Pool's query (which Drizzle calls for
 * each statement outside a transaction) or PGlite's.
 */
function countStatements(t: TestApp) {
  const client = (t.db as unknown as { $client: Queryable }).$client;
  const original = client.query.bind(client);
  const sent: string[] = [];
  client.query = (...args: unknown[]) => {
    const first = args[0];
    sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original(...args);
  };
  return {
    sent,
    restore: () => {
      client.query = original;
    },
  };
}

describe.each(TEST_DATABASE_KINDS)('statements per request on %s', (kind) => {
  let t: TestApp;
  let listingId: string;
  let otherId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const first = await createLiveListing(
      t.db,
      propertyInputSchema.parse(aFlat({ title: 'Sea view flat in Bandra', city: 'Mumbai' })),
    );
    const second = await createLiveListing(
      t.db,
      propertyInputSchema.parse(aFlat({ title: 'Quiet flat in Bandra', city: 'Mumbai' })),
    );
    listingId = first.id;
    otherId = second.id;
    await t.db.insert(propertyImages).values({
      propertyId: listingId,
      position: 0,
      keyBase: 'properties/cover',
      originalName: 'cover.jpg',
      width: 800,
      height: 600,
      variants: [],
    });
    // The site settings are read once and kept: a request after the first does not read them again.
    await t.app.inject({ method: 'GET', url: '/api/properties' });
  });
  afterAll(() => t?.close());

  const budgets: Array<[name: string, url: () => string, statements: number]> = [
    // The page and its capped count.
    ['a filtered search', () => '/api/properties?city=Mumbai&status=sale', 2],
    ['a sorted search', () => '/api/properties?status=sale&sort=price-asc', 2],
    // The candidates with their ranks (among the newest listings, then, for fewer or rarer words, by another
    // way), which are its count too; then the page's cards.
    ['a full-text search', () => '/api/properties?q=sea%20view', 3],
    // Featured and newest with their covers, the counts, the top cities: side by side, nothing after them.
    ['the home overview', () => '/api/home', 4],
    // One statement, covers included.
    ['similar listings', () => `/api/properties/${listingId}/similar`, 1],
    // Shortlist and recently viewed cards for a visitor not signed in: cards and covers in one statement.
    ['cards by id', () => `/api/properties/cards?ids=${listingId},${otherId}`, 1],
  ];

  it.each(budgets)('%s runs at most its budget of statements', async (_name, url, budget) => {
    const counter = countStatements(t);
    try {
      const response = await t.app.inject({ method: 'GET', url: url() });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      counter.restore();
    }
    expect(counter.sent.length, counter.sent.join('\n---\n')).toBeLessThanOrEqual(budget);
  });
});
