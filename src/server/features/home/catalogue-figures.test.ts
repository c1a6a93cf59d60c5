import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeOverviewSchema } from '#domain/home-overview';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import type { Database } from '#server/db/client';
import * as schema from '#server/db/schema';
import { properties } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { responseBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { deleteListing } from '#server/features/listings-admin/service';
import { updateListing } from '#server/listings/listing-writes';
import { createLiveListing } from '#server/testing/live-listing';
import { findListing } from '#server/listings/listing-record';
import { homeOverview } from './service.js';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.each(TEST_DATABASE_KINDS)('catalogue figures kept as listings change on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const counts = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/home' });
    expect(response.statusCode, response.body).toBe(200);
    return responseBody(response, homeOverviewSchema).counts;
  };
  const add = async (input: Partial<PropertyInput>) =>
    (await createLiveListing(t.db, propertyInputSchema.parse(aFlat(input)), [], SYSTEM_ACTOR)).id;
  const edit = async (id: string, change: Partial<PropertyInput>) => {
    const { listing } = await findListing(t.db, id);
    const data = propertyInputSchema.parse(aFlat({ ...change }));
    await updateListing(t.db, t.storage, id, { version: listing.version, data }, SYSTEM_ACTOR);
  };

  /** What counting every listing gives, grouped as the home page groups it. */
  const countedByScan = async () => {
    const categories = rows<{ status: string; main: string; sub: string; n: number }>(
      await t.db.execute(sql`
        select property_status as status, main_category as main, sub_category as sub, count(*)::int as n
        from properties group by 1, 2, 3 order by 1, 2, 3`),
    );
    const cities = rows<{ city: string; n: number }>(
      await t.db.execute(sql`
        select lower(city) as city, count(*)::int as n from properties group by 1 order by 2 desc, 1 limit 12`),
    );
    return { categories, cities };
  };
  const countedByCounters = async () => {
    const categories = rows<{ status: string; main: string; sub: string; n: number }>(
      await t.db.execute(sql`
        select property_status as status, main_category as main, sub_category as sub, listings::int as n
        from listing_counts where listings <> 0 order by 1, 2, 3`),
    );
    const cities = (await counts()).cities.map(({ city, listings }) => ({
      city: city.toLowerCase(),
      n: listings,
    }));
    return { categories, cities };
  };

  it('counts a new listing, moves it when its status, city or type changes, and drops it when deleted', async () => {
    const before = await counts();
    expect(before.total).toBe(0);

    const id = await add({ city: 'Kochi', state: 'Kerala', pincode: '682024' });
    let now = await counts();
    expect(now.total).toBe(1);
    expect(now.byStatus).toMatchObject({ sale: 1, rent: 0 });
    expect(now.bySubCategory).toMatchObject({ flat: 1 });
    expect(now.cities).toEqual([{ city: 'Kochi', state: 'Kerala', listings: 1 }]);

    await edit(id, {
      propertyStatus: 'rent',
      rentalFrequency: 'monthly',
      price: 30_000,
      city: 'Thrissur',
      state: 'Kerala',
      pincode: '680001',
    });
    now = await counts();
    expect(now.total).toBe(1);
    expect(now.byStatus).toMatchObject({ sale: 0, rent: 1 });
    expect(now.cities).toEqual([{ city: 'Thrissur', state: 'Kerala', listings: 1 }]);

    await edit(id, {
      mainCategory: 'commercial',
      subCategory: 'shop',
      bedrooms: null,
      bathrooms: null,
      undividedShare: null,
      carpetArea: null,
      features: [],
      amenities: [],
      city: 'Thrissur',
      state: 'Kerala',
      pincode: '680001',
    });
    now = await counts();
    expect(now.byCategory).toEqual({ residential: 0, commercial: 1 });
    expect(now.bySubCategory).toMatchObject({ flat: 0, shop: 1 });
    expect(now.byStatus).toMatchObject({ sale: 1, rent: 0 });

    await deleteListing(t.db, t.storage, id, SYSTEM_ACTOR);
    now = await counts();
    expect(now.total).toBe(0);
    expect(now.byCategory).toEqual({ residential: 0, commercial: 0 });
    expect(now.cities).toEqual([]);
  });

  it('shows a city under the spelling most of its listings use, and its count under every spelling', async () => {
    // The admin form stores one spelling now; others are left by listings stored before it did.
    const spell = (id: string, city: string) =>
      t.db.update(properties).set({ city }).where(eq(properties.id, id));
    const ids = [await add({ city: 'Mysuru' }), await add({ city: 'Mysuru' }), await add({ city: 'Mysuru' })];
    await spell(ids[1]!, 'MYSURU');
    await spell(ids[2]!, 'MYSURU');
    expect((await counts()).cities).toEqual([{ city: 'MYSURU', state: 'Karnataka', listings: 3 }]);
    await spell(ids[1]!, 'Mysuru');
    expect((await counts()).cities).toEqual([{ city: 'Mysuru', state: 'Karnataka', listings: 3 }]);
    for (const id of ids) await deleteListing(t.db, t.storage, id, SYSTEM_ACTOR);
  });

  it('stays equal to counting the listings through bulk inserts, bulk edits and deletes', async () => {
    await t.db.execute(sql`
      insert into properties (title, main_category, sub_category, property_status, price, rental_frequency,
        available_from, address, city, state, pincode, square_feet)
      select 'Listing ' || i,
        case when i % 3 = 0 then 'commercial' else 'residential' end,
        case when i % 3 = 0 then 'shop' else 'flat' end,
        case when i % 2 = 0 then 'rent' else 'sale' end,
        100000 + i, case when i % 2 = 0 then 'monthly' end,
        date '2026-12-01', i || ', Main Road',
        (array['Pune', 'pune', 'Nagpur', 'Nashik', 'Thane'])[1 + i % 5], 'Maharashtra', '411001', 900
      from generate_series(1, 500) as i`);
    expect(await countedByCounters()).toEqual(await countedByScan());

    await t.db
      .update(properties)
      .set({ city: 'Nagpur' })
      .where(sql`${properties.city} = 'Thane' and ${properties.price} % 2 = 0`);
    await t.db.update(properties).set({ isFeatured: true }).where(eq(properties.city, 'Nashik'));
    await t.db.delete(properties).where(sql`${properties.price} % 7 = 0`);
    expect(await countedByCounters()).toEqual(await countedByScan());

    await t.db.execute(sql`truncate properties cascade`);
    expect((await counts()).total).toBe(0);
    expect(await countedByCounters()).toEqual(await countedByScan());
  });

  it.runIf(kind === 'PostgreSQL')('reads no listing the overview does not show', async () => {
    await add({ isFeatured: true });
    await add({});
    // The same database through a pool that records every statement the overview sends.
    const pool = new pg.Pool({ connectionString: t.databaseUrl!, max: 2 });
    const statements: Array<{ query: string; params: unknown[] }> = [];
    try {
      const logged = drizzle(pool, {
        schema,
        logger: { logQuery: (query, params) => statements.push({ query, params }) },
      }) as unknown as Database;
      await homeOverview(logged, t.storage);
      expect(statements.length).toBeGreaterThan(0);
      const client = await pool.connect();
      try {
        // On a few rows any planner would scan; switching that off shows whether an index can serve.
        await client.query('set enable_seqscan = off');
        for (const { query, params } of statements) {
          const plan = (await client.query(`explain ${query}`, params)).rows
            .map((row: Record<string, string>) => Object.values(row)[0])
            .join('\n');
          expect(plan, query).not.toMatch(/Seq Scan on properties/);
          // Only the two card lists read listings, and only a page of them: a count would read them all.
          if (/ on properties/.test(plan)) expect(plan.split('\n')[0], query).toMatch(/^Limit/);
        }
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  });
});
