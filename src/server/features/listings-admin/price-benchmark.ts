/** The usual price per sq.ft of a city's listings of one type, worked out by the database. */
import { and, count, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import {
  MIN_LISTINGS_FOR_BENCHMARK,
  type PriceBenchmark,
  type PriceBenchmarkQuery,
} from '#domain/price-benchmark';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';

// As pricePerSqFt in the domain: a rent per month, whatever period it is quoted for.
const perSqFt = sql`(${properties.price}::double precision / (case when ${properties.rentalFrequency} = 'yearly' then 12 else 1 end) / ${properties.squareFeet}::double precision)`;

export async function priceBenchmark(db: Database, query: PriceBenchmarkQuery): Promise<PriceBenchmark> {
  const conditions: SQL[] = [
    sql`lower(${properties.city}) = lower(${query.city})`,
    eq(properties.subCategory, query.subCategory),
    eq(properties.propertyStatus, query.propertyStatus),
    gt(properties.squareFeet, 0),
  ];
  if (query.excluding) conditions.push(ne(properties.id, query.excluding));
  const [row] = await db
    .select({
      median: sql<number | string | null>`percentile_cont(0.5) within group (order by ${perSqFt})`,
      listings: count(),
    })
    .from(properties)
    .where(and(...conditions));
  const listings = row?.listings ?? 0;
  const median = row?.median === null || row?.median === undefined ? null : Number(row.median);
  return {
    medianPricePerSqFt:
      listings >= MIN_LISTINGS_FOR_BENCHMARK && median !== null ? Math.round(median * 100) / 100 : null,
    listings,
  };
}
