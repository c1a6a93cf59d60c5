/** The statements of the search's map: how many listings the box holds, its pins, and its grid clusters. */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';
import { cardWithCover } from '#server/listings/listing-cards';

/**
 * The listings a search finds, newest first, with what a pin and its card show. The newest `limit` are found
 * first (a top-N sort), and only their rows are read whole, with their cover photos.
 */
export function mapPinsQuery(db: Database, where: SQL, limit: number) {
  const newest = db
    .select({
      pinId: sql<string>`${properties.id}`.as('pin_id'),
      pinCreatedAt: sql`${properties.createdAt}`.as('pin_created_at'),
    })
    .from(properties)
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit)
    .as('newest');
  return db
    .select({
      id: properties.id,
      title: properties.title,
      lat: sql<number>`${properties.latitude}`,
      lng: sql<number>`${properties.longitude}`,
      price: properties.price,
      propertyStatus: properties.propertyStatus,
      rentalFrequency: properties.rentalFrequency,
      bedrooms: properties.bedrooms,
      cover: cardWithCover.cover,
    })
    .from(newest)
    .innerJoin(properties, eq(properties.id, newest.pinId))
    .orderBy(desc(newest.pinCreatedAt), desc(newest.pinId));
}

/** A month of rent, whatever the listing's frequency: the clusters' rent range compares like with like. */
export const monthlyRent = sql`case when ${properties.rentalFrequency} = 'yearly' then ${properties.price} / 12.0 else ${properties.price} end`;
const isSale = sql`${properties.propertyStatus} = 'sale'`;
const isRent = sql`${properties.propertyStatus} = 'rent'`;
const asNumber = (value: unknown) => (value === null ? null : Number(value));

/**
 * The search's matches grouped into square cells of `cellDegrees`, counted in SQL: each cell's count, the mean of
 * its members' positions, and its price ranges for sale and for rent.
 */
export async function mapClustersQuery(db: Database, where: SQL, cellDegrees: number) {
  return clustersFromRows(await mapClustersStatement(db, where, cellDegrees));
}

/** A cluster's row as the statements give it: prices as the driver reads numeric and bigint. */
export type ClusterRow = {
  count: number;
  lat: number;
  lng: number;
  minSale: unknown;
  maxSale: unknown;
  minRent: unknown;
  maxRent: unknown;
};

export function clustersFromRows(rows: ClusterRow[]) {
  return rows.map((row) => ({
    lat: row.lat,
    lng: row.lng,
    count: row.count,
    sale: row.minSale === null ? null : { min: asNumber(row.minSale)!, max: asNumber(row.maxSale)! },
    rent:
      row.minRent === null
        ? null
        : { min: Math.round(asNumber(row.minRent)!), max: Math.round(asNumber(row.maxRent)!) },
  }));
}

/** The clusters' statement, as the plan tests read it. */
export function mapClustersStatement(db: Database, where: SQL, cellDegrees: number) {
  if (!(cellDegrees > 0) || !Number.isFinite(cellDegrees)) throw new Error(`Bad cell size ${cellDegrees}`);
  const cell = sql.raw(`${cellDegrees}::float8`);
  return db
    .select({
      count: sql<number>`count(*)::int`,
      lat: sql<number>`avg(${properties.latitude})`.mapWith(Number),
      lng: sql<number>`avg(${properties.longitude})`.mapWith(Number),
      minSale: sql<unknown>`min(${properties.price}) filter (where ${isSale})`,
      maxSale: sql<unknown>`max(${properties.price}) filter (where ${isSale})`,
      minRent: sql<unknown>`min(${monthlyRent}) filter (where ${isRent})`,
      maxRent: sql<unknown>`max(${monthlyRent}) filter (where ${isRent})`,
    })
    .from(properties)
    .where(where)
    .groupBy(sql`floor(${properties.latitude} / ${cell})`, sql`floor(${properties.longitude} / ${cell})`);
}
