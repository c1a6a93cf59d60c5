/**
 * The map's kept grid cells (listing_map_cells, decision 025) equal counting the listings band by band after every
 * kind of write, and the clusters answered from them equal the clusters grouped from the listings, for boxes whose
 * edges cut through the seeded cities.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterCellDegrees, mapSearchSchema } from '#domain/map-search';
import { parseMapBox } from '#domain/map-area';
import { seedListings } from '#server/testing/seed-listings';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '#server/testing/test-database';
import { searchConditions } from '#server/listings/search-conditions';
import { FINEST_KEPT_BAND, keptBand, keptCellClusters, keptCellsAnswer } from './map/map-cells.js';
import { mapClustersQuery } from './map/map-queries.js';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Cell = {
  band: number;
  status: string;
  lat: number;
  lng: number;
  n: number;
  latSum: number;
  lngSum: number;
  min: string;
  max: string;
};

describe.each(TEST_DATABASE_KINDS)("the map's kept cells on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedListings(database.db, 3_000);
  }, 120_000);
  afterAll(async () => database?.close());

  const monthly = `case when rental_frequency = 'yearly' then price / 12.0 else price end`;
  const byCounting = async () =>
    rows<Cell>(
      await database.db.execute(
        sql.raw(`
        select b.band, property_status as status,
          floor(latitude / (90::float8 / (1 << b.band)))::int as lat,
          floor(longitude / (90::float8 / (1 << b.band)))::int as lng,
          count(*)::int as n, sum(latitude) as "latSum", sum(longitude) as "lngSum",
          min(${monthly})::text as min, max(${monthly})::text as max
        from properties cross join generate_series(0, ${FINEST_KEPT_BAND}) as b(band)
        where in_public_search and latitude is not null
        group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
      ),
    );
  const kept = async () =>
    rows<Cell>(
      await database.db.execute(sql`
        select band, property_status as status, cell_lat as lat, cell_lng as lng, listings::int as n,
          latitude_sum as "latSum", longitude_sum as "lngSum", min_price::text as min, max_price::text as max
        from listing_map_cells order by 1, 2, 3, 4`),
    );
  const expectKeptEqualsCounted = async () => {
    const [counted, cells] = [await byCounting(), await kept()];
    expect(cells.length).toBe(counted.length);
    cells.forEach((cell, i) => {
      const expected = counted[i]!;
      expect({ ...cell, latSum: 0, lngSum: 0, min: Number(cell.min), max: Number(cell.max) }).toEqual({
        ...expected,
        latSum: 0,
        lngSum: 0,
        min: Number(expected.min),
        max: Number(expected.max),
      });
      expect(cell.latSum).toBeCloseTo(expected.latSum, 6);
      expect(cell.lngSum).toBeCloseTo(expected.lngSum, 6);
    });
  };

  it('equals counting the listings after inserts, edits, removals from the search, deletes and a truncate', async () => {
    await expectKeptEqualsCounted();
    // Moves across cells, prices up and down (the cheapest and dearest of cells among them), Buy to Rent.
    await database.db.execute(sql`
      update properties set latitude = latitude + 0.013, longitude = longitude - 0.021 where id in
        (select id from properties order by created_at, id limit 200)`);
    await database.db.execute(sql`
      update properties set price = case when property_status = 'rent' then price * 3 else price / 4 end
        where id in (select id from properties order by price limit 150)`);
    await database.db.execute(sql`
      update properties set price = price + 1 where id in (select id from properties order by price desc limit 150)`);
    await database.db.execute(sql`
      update properties set property_status = 'rent', rental_frequency = 'yearly', price = 600000
        where id in (select id from properties where property_status = 'sale' order by id limit 100)`);
    await database.db.execute(sql`
      update properties set title = title || ' (edited)' where id in (select id from properties limit 300)`);
    await expectKeptEqualsCounted();
    await database.db.execute(sql`
      update properties set in_public_search = false where id in (select id from properties order by id desc limit 250)`);
    await database.db.execute(sql`
      update properties set latitude = null, longitude = null where id in (select id from properties order by title, id limit 50)`);
    await database.db.execute(sql`
      delete from properties where id in (select id from properties order by price desc limit 120)`);
    await expectKeptEqualsCounted();
    await database.db.execute(sql`
      update properties set in_public_search = true where not in_public_search`);
    await expectKeptEqualsCounted();
    await database.db.execute(sql`truncate properties cascade`);
    expect(await kept()).toEqual([]);
    await seedListings(database.db, 1_500);
    await expectKeptEqualsCounted();
  });

  it.each([
    ['all of India', 'bbox=6,68,37.5,97.5&zoom=5'],
    ['all of India zoomed out', 'bbox=6,68,37.5,97.5&zoom=4'],
    ['all of India, Rent only', 'bbox=6,68,37.5,97.5&zoom=5&status=rent'],
    ['an edge through Bengaluru and Chennai', 'bbox=12.95,75,13.5,80.3&zoom=7'],
    ['a box inside Bengaluru', 'bbox=12.93,77.56,13.0,77.61&zoom=13'],
    ['Mumbai within Buy, by price', 'bbox=18.9,72.8,19.2,72.95&zoom=11&status=sale&sort=price-asc'],
  ])('answers %s with the clusters grouped from the listings', async (_name, query) => {
    const search = mapSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(keptCellsAnswer(search)).toBe(true);
    const box = parseMapBox(search.bbox!);
    if (!box.ok) throw new Error(box.message);
    const cellDegrees = clusterCellDegrees(search.zoom, box.value);
    const band = keptBand(cellDegrees);
    expect(band).not.toBeNull();
    const { where } = searchConditions(search, new Date());
    const byCell = (clusters: Awaited<ReturnType<typeof mapClustersQuery>>) =>
      clusters
        .map((cluster) => ({
          ...cluster,
          cell: `${Math.floor(cluster.lat / cellDegrees)},${Math.floor(cluster.lng / cellDegrees)}`,
        }))
        .sort((a, b) => a.cell.localeCompare(b.cell));
    const grouped = byCell(await mapClustersQuery(database.db, where, cellDegrees));
    const fromCells = byCell(await keptCellClusters(database.db, where, box.value, band!, search.status));
    expect(grouped.length).toBeGreaterThan(0);
    const withoutCentre = (cluster: (typeof grouped)[number]) => ({ ...cluster, lat: 0, lng: 0 });
    expect(fromCells.map(withoutCentre)).toEqual(grouped.map(withoutCentre));
    fromCells.forEach((cluster, i) => {
      expect(cluster.lat).toBeCloseTo(grouped[i]!.lat, 9);
      expect(cluster.lng).toBeCloseTo(grouped[i]!.lng, 9);
    });
  });

  it('leaves every other filter, the price-drop sort and sizes it does not keep to the listings', () => {
    const parse = (query: string) => mapSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(keptCellsAnswer(parse('bbox=6,68,37.5,97.5&zoom=5&page=3&pageSize=24'))).toBe(true);
    for (const query of [
      'bedrooms=2',
      'city=Pune',
      'q=sea view',
      'minPrice=5000000',
      'sort=price-reduced',
      'polygon=12.9,77.5;13.05,77.55;13.0,77.7',
      'featured=true',
      'pincode=560001',
    ]) {
      expect(keptCellsAnswer(parse(`bbox=6,68,37.5,97.5&zoom=5&${query}`)), query).toBe(false);
    }
    expect(keptBand(90 / 2 ** 5)).toBe(5);
    expect(keptBand(90 / 2 ** (FINEST_KEPT_BAND + 1))).toBeNull();
    expect(keptBand(0.7)).toBeNull();
  });
});
