/**
 * The locality page's and the property page's reads of locality insights never touch the listings: on a seeded
 * catalogue, the plan of each statement reads locality_price_figures only.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeSlug } from '#domain/locality-insights';
import type { Database } from '#server/db/client';
import { localityPriceFigures } from '#server/db/schema';
import { seedListings } from '#server/testing/seed-listings';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '#server/testing/test-database';
import { comparisonFiguresQuery, localityFiguresQuery } from './locality-figures.js';

/** More listings than recomputing one listing's groups reads, at 5,000 listings over 7 cities. */
const MAX_GROUP_LISTINGS_READ = 200;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

async function planOf(db: Database, statement: SQL | { getSQL(): SQL }): Promise<PlanNode> {
  const result = await db.execute(sql`explain (format json) ${statement}`);
  const cell = Object.values((result as { rows: Array<Record<string, unknown>> }).rows[0]!)[0];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>;
  return parsed[0]!.Plan;
}

const relations = (node: PlanNode): string[] => [
  ...(node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(relations),
];

describe.each(TEST_DATABASE_KINDS)('the plans of locality insights on %s', (kind) => {
  let handle: TestDatabase;
  let place: { city: string; locality: string };
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedListings(handle.db, 5_000);
    await handle.db.execute(sql`analyze locality_price_figures`);
    const [row] = await handle.db
      .select({ city: localityPriceFigures.cityName, locality: localityPriceFigures.localityName })
      .from(localityPriceFigures)
      .where(sql`${localityPriceFigures.localitySlug} <> ''`)
      .limit(1);
    place = row!;
  }, 120_000);
  afterAll(async () => handle?.close());

  it('reads the figures of a locality page, never the listings', async () => {
    const now = new Date();
    for (const locality of [placeSlug(place.locality), '']) {
      const plan = await planOf(
        handle.db,
        localityFiguresQuery(handle.db, placeSlug(place.city), locality, now),
      );
      expect(relations(plan)).toEqual(['locality_price_figures']);
    }
  });

  it("reads the figures of a property page's comparison, never the listings", async () => {
    const plan = await planOf(
      handle.db,
      comparisonFiguresQuery(handle.db, {
        city: place.city,
        location: place.locality,
        propertyStatus: 'sale',
        subCategory: 'flat',
        bedrooms: 2,
        price: 9_000_000,
        squareFeet: 1000,
        rentalFrequency: null,
      }),
    );
    expect(relations(plan)).toEqual(['locality_price_figures']);
  });

  it("recomputes an edited listing's groups from their index, not by reading every listing", async () => {
    const [listing] = (
      (await handle.db.execute(
        sql`select id from properties where in_public_search and location is not null limit 1`,
      )) as { rows: Array<{ id: string }> }
    ).rows;
    // The listings an edit (and its triggers) reads, with the figures' trigger and without it (disabled in that
    // transaction only): rows returned by sequential scans and fetched through indexes. The counters are read
    // before and after the edit in its transaction: they also hold reads of earlier transactions on the
    // connection that have not been reported yet (the server reports them at most once a second).
    const listingsRead = (withFigures: boolean) =>
      handle.db.transaction(async (tx) => {
        const read = async () =>
          (
            (await tx.execute(sql`select (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int as n
              from pg_stat_xact_user_tables where relname = 'properties'`)) as { rows: Array<{ n: number }> }
          ).rows[0]?.n ?? 0;
        if (!withFigures) {
          await tx.execute(sql`alter table properties disable trigger properties_locality_figures_on_update`);
        }
        const before = await read();
        await tx.execute(sql`update properties set price = price + 1000 where id = ${listing!.id}`);
        const edit = (await read()) - before;
        if (!withFigures) {
          await tx.execute(sql`alter table properties enable trigger properties_locality_figures_on_update`);
        }
        return edit;
      });
    // The listing's groups (its city's and its locality's, for all quarters and its own) hold a few dozen listings
    // of 5,000; reading a whole city, status or type would be hundreds.
    const figuresRead = (await listingsRead(true)) - (await listingsRead(false));
    expect(figuresRead).toBeLessThanOrEqual(MAX_GROUP_LISTINGS_READ);
  });
});
