/**
 * locality_price_figures against the listings: after every kind of write the table holds exactly what working the
 * medians out from the rows in the test gives, and the readers show a group only with enough listings.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_QUARTERS,
  MIN_LISTINGS_FOR_INSIGHT,
  NO_BEDROOMS,
  placeSlug,
  previousQuarterStart,
  quarterStart,
} from '#domain/locality-insights';
import { pricePerSqFt } from '#domain/price-benchmark';
import type { Database } from '#server/db/client';
import { localityPriceFigures, properties } from '#server/db/schema';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '#server/testing/test-database';
import {
  listingComparison,
  placesForSitemap,
  readLocalityInsights,
  type ComparedListing,
} from './locality-figures.js';

type Row = typeof properties.$inferSelect;
type NewRow = typeof properties.$inferInsert;

const NOW = new Date('2026-11-20T06:00:00Z');
const THIS_QUARTER = new Date('2026-10-15T06:00:00Z');
const LAST_QUARTER = new Date('2026-08-10T06:00:00Z');
const EARLIER = new Date('2026-02-01T06:00:00Z');

/** A public listing row with only what the figures read chosen by the test. */
function aRow(over: Partial<NewRow>): NewRow {
  return {
    title: 'Test listing',
    mainCategory: 'residential',
    subCategory: 'flat',
    propertyStatus: 'sale',
    price: 10_000_000,
    availableFrom: '2026-12-01',
    address: '1, Main Road',
    location: 'Whitefield',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560066',
    squareFeet: 1000,
    bedrooms: 3,
    listedAt: THIS_QUARTER,
    lastConfirmedAt: NOW,
    ...over,
  };
}

/** The listing a property page compares: a 3 BHK flat for sale in Whitefield unless the test says otherwise. */
const aComparedListing = (over: Partial<ComparedListing>): ComparedListing => ({
  city: 'Bengaluru',
  location: 'Whitefield',
  propertyStatus: 'sale',
  subCategory: 'flat',
  bedrooms: 3,
  price: 10_000_000,
  squareFeet: 1000,
  rentalFrequency: null,
  ...over,
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The figures worked out in the test from every row of properties, keyed as the table is. */
function bruteForce(rows: Row[]) {
  const groups = new Map<string, { perSqFt: number[]; listed: number[] }>();
  for (const row of rows) {
    if (!row.inPublicSearch || !row.listedAt) continue;
    const city = placeSlug(row.city);
    if (!city) continue;
    const localities = [...new Set(['', placeSlug(row.location)])];
    for (const locality of localities)
      for (const period of [ALL_QUARTERS, quarterStart(row.listedAt)]) {
        const key = [
          city,
          locality,
          row.propertyStatus,
          row.subCategory,
          row.bedrooms ?? NO_BEDROOMS,
          period,
        ].join('|');
        const group = groups.get(key) ?? { perSqFt: [], listed: [] };
        group.perSqFt.push(pricePerSqFt(row));
        group.listed.push(row.listedAt.getTime());
        groups.set(key, group);
      }
  }
  return new Map(
    [...groups].map(([key, group]) => [
      key,
      {
        median: median(group.perSqFt),
        listings: group.perSqFt.length,
        first: Math.min(...group.listed),
        last: Math.max(...group.listed),
      },
    ]),
  );
}

async function expectFiguresEqualBruteForce(db: Database) {
  const rows = await db.select().from(properties);
  const expected = bruteForce(rows);
  const stored = await db.select().from(localityPriceFigures);
  const actual = new Map(
    stored.map((row) => [
      [row.citySlug, row.localitySlug, row.propertyStatus, row.subCategory, row.bedrooms, row.period].join(
        '|',
      ),
      row,
    ]),
  );
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [key, figure] of expected) {
    const row = actual.get(key)!;
    expect(row.listings, key).toBe(figure.listings);
    expect(row.medianPricePerSqFt, key).toBeCloseTo(figure.median, 6);
    expect(row.firstListedAt.getTime(), key).toBe(figure.first);
    expect(row.lastListedAt.getTime(), key).toBe(figure.last);
  }
}

describe.each(TEST_DATABASE_KINDS)('locality price figures on %s', (kind) => {
  let handle: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.db;
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    await db.execute(sql`truncate properties cascade`);
  });

  const insert = async (rows: NewRow[]) =>
    (await db.insert(properties).values(rows).returning({ id: properties.id })).map((row) => row.id);

  it('equal the medians worked out from the rows after inserts, edits and deletes', async () => {
    const ids = await insert([
      // Whitefield 3 BHK flats for sale over two quarters, one yearly rent, localities spelt two ways.
      ...[9_000_000, 10_500_000, 12_000_000, 8_000_000, 15_000_000, 11_000_000].map((price, i) =>
        aRow({ price, squareFeet: 1000 + i * 100, listedAt: i % 2 ? LAST_QUARTER : THIS_QUARTER }),
      ),
      aRow({ location: 'whitefield ', price: 13_000_000, squareFeet: 1250 }),
      aRow({ location: 'HSR Layout', bedrooms: 2, price: 7_000_000, squareFeet: 900 }),
      aRow({ location: 'HSR Layout', bedrooms: 2, price: 7_700_000, squareFeet: 950, listedAt: EARLIER }),
      aRow({ propertyStatus: 'rent', rentalFrequency: 'monthly', price: 45_000, squareFeet: 1200 }),
      aRow({ propertyStatus: 'rent', rentalFrequency: 'yearly', price: 600_000, squareFeet: 1300 }),
      aRow({ subCategory: 'plot', bedrooms: null, location: null, price: 5_000_000, squareFeet: 2400 }),
      aRow({ city: 'Mumbai', state: 'Maharashtra', pincode: '400076', location: 'Powai', price: 30_000_000 }),
      // Out of the public search: counted nowhere.
      aRow({ listingState: 'archived', inPublicSearch: false, price: 99_000_000 }),
    ]);
    await expectFiguresEqualBruteForce(db);

    // Price, area, sale to rent, another locality, another quarter, out of and back into the search.
    await db.update(properties).set({ price: 20_000_000 }).where(eq(properties.id, ids[0]!));
    await expectFiguresEqualBruteForce(db);
    await db
      .update(properties)
      .set({ squareFeet: 800 })
      .where(inArray(properties.id, [ids[1]!, ids[2]!]));
    await expectFiguresEqualBruteForce(db);
    await db
      .update(properties)
      .set({ propertyStatus: 'rent', rentalFrequency: 'monthly', price: 50_000 })
      .where(eq(properties.id, ids[3]!));
    await expectFiguresEqualBruteForce(db);
    await db.update(properties).set({ location: 'HSR Layout' }).where(eq(properties.id, ids[4]!));
    await expectFiguresEqualBruteForce(db);
    await db.update(properties).set({ listedAt: EARLIER }).where(eq(properties.id, ids[5]!));
    await expectFiguresEqualBruteForce(db);
    await db.update(properties).set({ inPublicSearch: false }).where(eq(properties.id, ids[6]!));
    await expectFiguresEqualBruteForce(db);
    await db.update(properties).set({ inPublicSearch: true }).where(eq(properties.id, ids[6]!));
    await expectFiguresEqualBruteForce(db);
    // An edit of nothing the figures count leaves them as they are.
    await db.update(properties).set({ title: 'Renamed' });
    await expectFiguresEqualBruteForce(db);

    await db.delete(properties).where(inArray(properties.id, [ids[0]!, ids[12]!]));
    await expectFiguresEqualBruteForce(db);
    await db.delete(properties);
    expect(await db.select().from(localityPriceFigures)).toEqual([]);
  });

  it(`shows a group from ${MIN_LISTINGS_FOR_INSIGHT} listings, never from fewer`, async () => {
    const prices = [8_000_000, 9_000_000, 10_000_000, 11_000_000];
    const [first] = await insert(prices.map((price) => aRow({ price })));
    const compared = aComparedListing({ price: 9_200_000 });

    expect(MIN_LISTINGS_FOR_INSIGHT).toBe(5);
    expect((await readLocalityInsights(db, 'bengaluru', 'whitefield', NOW))?.figures).toEqual([]);
    expect(await listingComparison(db, compared)).toBeNull();
    expect(await placesForSitemap(db)).toEqual([]);

    await insert([aRow({ price: 12_000_000 })]);
    const insights = await readLocalityInsights(db, 'bengaluru', 'whitefield', NOW);
    expect(insights).toMatchObject({ city: 'Bengaluru', locality: 'Whitefield', listings: 5 });
    expect(insights?.figures).toEqual([
      expect.objectContaining({
        propertyStatus: 'sale',
        subCategory: 'flat',
        bedrooms: 3,
        medianPricePerSqFt: 10_000,
        listings: 5,
      }),
    ]);
    // 9,200 a sq.ft beside a median of 10,000: 8% below.
    expect(await listingComparison(db, compared)).toMatchObject({
      percentFromMedian: -8,
      listings: 5,
      placeName: 'Whitefield',
      path: '/locality/bengaluru/whitefield',
    });
    expect((await placesForSitemap(db)).map((place) => place.path)).toEqual([
      '/locality/bengaluru/whitefield',
    ]);

    await db.delete(properties).where(eq(properties.id, first!));
    expect((await readLocalityInsights(db, 'bengaluru', 'whitefield', NOW))?.figures).toEqual([]);
  });

  it("compares with the city's listings when the locality has too few", async () => {
    await insert([
      ...[1, 2, 3].map(() => aRow({ location: 'Koramangala' })),
      ...[1, 2].map(() => aRow({ location: 'Indiranagar' })),
    ]);
    const compared = aComparedListing({ location: 'Koramangala', price: 11_000_000 });
    expect(await listingComparison(db, compared)).toMatchObject({
      percentFromMedian: 10,
      listings: 5,
      placeName: 'Bengaluru',
      path: '/locality/bengaluru/koramangala',
    });
    // Without a locality, the line leads to the city's search.
    expect(await listingComparison(db, { ...compared, location: null })).toMatchObject({
      placeName: 'Bengaluru',
      path: '/properties?city=Bengaluru',
    });
  });

  it('gives the change from last quarter to this one, each from enough listings', async () => {
    const current = quarterStart(NOW);
    expect(previousQuarterStart(current)).toBe('2026-07-01');
    await insert([
      ...[10, 10, 10, 10, 11].map((lakh) => aRow({ price: lakh * 1_000_000, listedAt: THIS_QUARTER })),
      ...[9, 9, 10, 10, 10].map((lakh) => aRow({ price: lakh * 1_000_000, listedAt: LAST_QUARTER })),
      // Listed earlier: in the median of all, in neither quarter.
      aRow({ price: 5_000_000, listedAt: EARLIER }),
    ]);
    const insights = await readLocalityInsights(db, 'bengaluru', 'whitefield', NOW);
    expect(insights).toMatchObject({ currentQuarter: '2026-10-01', previousQuarter: '2026-07-01' });
    expect(insights?.figures[0]).toMatchObject({
      listings: 11,
      medianPricePerSqFt: 10_000,
      currentQuarterMedian: 10_000,
      previousQuarterMedian: 10_000,
      quarterChangePercent: 0,
      firstListedAt: EARLIER.toISOString(),
      lastListedAt: THIS_QUARTER.toISOString(),
    });
    await db
      .update(properties)
      .set({ price: 12_000_000 })
      .where(sql`${properties.listedAt} = ${THIS_QUARTER.toISOString()} and ${properties.price} = 10000000`);
    const raised = await readLocalityInsights(db, 'bengaluru', 'whitefield', NOW);
    expect(raised?.figures[0]).toMatchObject({
      currentQuarterMedian: 12_000,
      previousQuarterMedian: 10_000,
      quarterChangePercent: 20,
    });
    // Three listed last quarter: too few to say what last quarter's median was.
    await db
      .delete(properties)
      .where(sql`${properties.listedAt} = ${LAST_QUARTER.toISOString()} and ${properties.price} = 9000000`);
    const fewer = await readLocalityInsights(db, 'bengaluru', 'whitefield', NOW);
    expect(fewer?.figures[0]).toMatchObject({ previousQuarterMedian: null, quarterChangePercent: null });
  });

  it.runIf(kind === 'PostgreSQL')(
    'stay right when two transactions write listings of one group at once',
    async () => {
      const insertOne = (client: pg.Client, price: number) =>
        client.query(
          `insert into properties (title, main_category, sub_category, property_status, price, available_from,
            address, location, city, state, pincode, square_feet, bedrooms, listed_at, last_confirmed_at)
          values ('Concurrent', 'residential', 'flat', 'sale', $1, '2026-12-01', '1, Main Road', 'Whitefield',
            'Bengaluru', 'Karnataka', '560066', 1000, 3, now(), now())`,
          [price],
        );
      const [first, second] = [
        new pg.Client({ connectionString: handle.url! }),
        new pg.Client({ connectionString: handle.url! }),
      ];
      await Promise.all([first.connect(), second.connect()]);
      // listing_counts' trigger fires first and its upsert already makes two writers of one type wait for each
      // other; off for this test, so what keeps the figures right is their own lock.
      await db.execute(sql`alter table properties disable trigger properties_counted_on_insert`);
      try {
        await first.query('begin');
        await insertOne(first, 8_000_000);
        await second.query('begin');
        // Waits for the first writer of the group, then recomputes with its listing in view.
        const secondInsert = insertOne(second, 12_000_000);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await first.query('commit');
        await secondInsert;
        await second.query('commit');
      } finally {
        await Promise.all([first.end(), second.end()]);
        await db.execute(sql`alter table properties enable trigger properties_counted_on_insert`);
      }
      await expectFiguresEqualBruteForce(db);
    },
  );

  it('knows no place without live listings', async () => {
    expect(await readLocalityInsights(db, 'bengaluru', 'nowhere', NOW)).toBeNull();
    expect(await readLocalityInsights(db, 'atlantis', '', NOW)).toBeNull();
  });
});
