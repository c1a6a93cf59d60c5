/**
 * The place counts by city, by locality and by PIN code equal counting the public listings after every kind of
 * write, and the place look-ups read a few rows of them, never the listings, however many PIN codes a city has.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedListings } from '#server/testing/seed-listings';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '#server/testing/test-database';
import { namedPlacesQuery, pinCodePlacesQuery } from './place-counts.js';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

describe.each(TEST_DATABASE_KINDS)('the place counts on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedListings(database.db, 3_000);
  }, 120_000);
  afterAll(async () => database?.close());

  const query = async (text: string) =>
    rows<Record<string, unknown>>(await database.db.execute(sql.raw(text)));
  const public_ = `from properties where in_public_search`;
  const expectKeptEqualsCounted = async () => {
    expect(
      await query(
        `select city, listings::int as n from listing_place_counts_by_city where listings <> 0 order by 1`,
      ),
    ).toEqual(await query(`select city, count(*)::int as n ${public_} group by 1 order by 1`));
    expect(
      await query(
        `select city, locality, listings::int as n from listing_place_counts_by_locality where listings <> 0 order by 1, 2`,
      ),
    ).toEqual(
      await query(
        `select city, location as locality, count(*)::int as n ${public_} and coalesce(location, '') <> '' group by 1, 2 order by 1, 2`,
      ),
    );
    expect(
      await query(
        `select pincode, listings::int as n from listing_place_counts_by_pincode where listings <> 0 order by 1`,
      ),
    ).toEqual(await query(`select pincode, count(*)::int as n ${public_} group by 1 order by 1`));
  };

  it('equals counting the listings after inserts, edits, removals from the search, deletes and a truncate', async () => {
    await expectKeptEqualsCounted();
    await query(`update properties set city = 'Mysuru', pincode = '570001' where id in
      (select id from properties order by id limit 200)`);
    await query(
      `update properties set location = null where id in (select id from properties order by title, id limit 40)`,
    );
    await query(
      `update properties set location = 'Whitefield' where id in (select id from properties order by price limit 90)`,
    );
    await query(
      `update properties set title = title || ' (edited)' where id in (select id from properties limit 300)`,
    );
    await expectKeptEqualsCounted();
    await query(
      `update properties set in_public_search = false where id in (select id from properties order by price desc limit 250)`,
    );
    await query(
      `delete from properties where id in (select id from properties order by created_at limit 120)`,
    );
    await expectKeptEqualsCounted();
    await query(`update properties set in_public_search = true where not in_public_search`);
    await expectKeptEqualsCounted();
    await query(`truncate properties cascade`);
    for (const table of ['by_city', 'by_locality', 'by_pincode'])
      expect(await query(`select * from listing_place_counts_${table}`)).toEqual([]);
    await seedListings(database.db, 1_500);
    await expectKeptEqualsCounted();
  });

  /** Every row a scan of the statement read (returned or filtered out), by table, with EXPLAIN ANALYZE. */
  const rowsRead = async (statement: SQL) => {
    const result = await database.db.execute(sql`explain (analyze, format json) ${statement}`);
    const cell = Object.values(rows<Record<string, unknown>>(result)[0]!)[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>;
    const read = new Map<string, number>();
    const walk = (node: PlanNode) => {
      const table = node['Relation Name'];
      if (table) {
        const n =
          ((node['Actual Rows'] ?? 0) +
            (node['Rows Removed by Filter'] ?? 0) +
            (node['Rows Removed by Index Recheck'] ?? 0)) *
          (node['Actual Loops'] ?? 1);
        read.set(table, (read.get(table) ?? 0) + n);
      }
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan[0]!.Plan);
    return read;
  };

  it('reads one row a place: a city of hundreds of PIN codes costs a few rows, never the listings', async () => {
    await seedListings(database.db, 6_000);
    const [places] = await query(
      `select count(*)::int as n from listing_place_counts where city = 'Bengaluru'`,
    );
    expect(places!.n).toBeGreaterThan(200);
    const [pin] = await query(
      `select max(n)::int as n from (select count(*) as n from listing_place_counts group by pincode) as per_pin`,
    );
    for (const statement of [
      namedPlacesQuery('bangalore', ['Bengaluru'], 8),
      namedPlacesQuery('whitefeild', ['Bengaluru'], 8),
      namedPlacesQuery('beng', [], 8),
      pinCodePlacesQuery('5600', 8),
      pinCodePlacesQuery('56', 8),
    ]) {
      const read = await rowsRead(statement);
      expect(read.has('properties')).toBe(false);
      const total = [...read.values()].reduce((sum, n) => sum + n, 0);
      // The seeded catalogue has 7 cities, 49 localities and 300 PIN codes: a look-up reads at most the PIN
      // codes of its prefix, and the places of the eight PIN codes chosen only.
      expect(total, JSON.stringify([...read])).toBeLessThanOrEqual(300 + 49 + 7 + 8 * Number(pin!.n));
      expect(read.get('listing_place_counts') ?? 0).toBeLessThanOrEqual(8 * Number(pin!.n));
    }
  });
});
