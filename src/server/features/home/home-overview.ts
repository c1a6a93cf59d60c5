/** What the home page shows: featured and newest listings, and how many listings each way of browsing leads to. */
import { count, desc, eq, sql } from 'drizzle-orm';
import {
  ALL_SUB_CATEGORIES,
  MAIN_CATEGORIES,
  PROPERTY_STATUSES,
  type MainCategory,
  type PropertyStatus,
  type SubCategory,
} from '#domain/taxonomy';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';
import type { ObjectStorage } from '#server/storage/storage';
import { toListingCard } from '#server/features/properties/public-search';
import { coverPhotosByListing, type ListingRow } from '#server/features/properties/service';

/** Two rows of four cards at the widest; the rest is one click away on /properties. */
export const HOME_LISTING_LIMIT = 8;
/** Enough tiles to cover the cities people search most without turning the section into a directory. */
export const HOME_CITY_LIMIT = 12;

export type CityCount = { city: string; state: string; listings: number };

const zeroCounts = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * One pass over the listings for the status, category and type counts: each grouping set yields its own rows,
 * and grouping() tells which set a row belongs to.
 */
async function countListings(db: Database) {
  const rows = await db
    .select({
      status: properties.propertyStatus,
      mainCategory: properties.mainCategory,
      subCategory: properties.subCategory,
      byStatus: sql<number>`grouping(${properties.propertyStatus})`.mapWith(Number),
      listings: count(),
    })
    .from(properties)
    .groupBy(
      sql`grouping sets ((${properties.propertyStatus}), (${properties.mainCategory}, ${properties.subCategory}))`,
    );
  const byStatus = zeroCounts<PropertyStatus>(PROPERTY_STATUSES);
  const byCategory = zeroCounts<MainCategory>(MAIN_CATEGORIES);
  const bySubCategory = zeroCounts<SubCategory>(ALL_SUB_CATEGORIES);
  for (const row of rows) {
    // grouping() is 0 when the column is grouped in that row's set.
    if (row.byStatus === 0) {
      byStatus[row.status] = row.listings;
    } else {
      byCategory[row.mainCategory] += row.listings;
      bySubCategory[row.subCategory] = row.listings;
    }
  }
  return {
    total: byStatus.sale + byStatus.rent,
    byStatus,
    byCategory,
    bySubCategory,
  };
}

/**
 * The cities with the most listings. Grouped like the search filters (case-insensitively), so a tile's count
 * is what /properties?city= finds; shown under the spelling most listings use.
 */
async function topCities(db: Database): Promise<CityCount[]> {
  const cityKey = sql`lower(${properties.city})`;
  const listings = count();
  return db
    .select({
      city: sql<string>`mode() within group (order by ${properties.city})`,
      state: sql<string>`mode() within group (order by ${properties.state})`,
      listings,
    })
    .from(properties)
    .groupBy(cityKey)
    .orderBy(desc(listings), cityKey)
    .limit(HOME_CITY_LIMIT);
}

/**
 * The newest first, as /properties sorts them, so "View all" continues the same list. Returned unrun so a test can
 * EXPLAIN the statement the page uses.
 */
export function latestListings(db: Pick<Database, 'select'>, featuredOnly: boolean) {
  return db
    .select()
    .from(properties)
    .where(featuredOnly ? eq(properties.isFeatured, true) : undefined)
    .orderBy(desc(properties.createdAt), properties.id)
    .limit(HOME_LISTING_LIMIT);
}

/**
 * Everything the home page needs in one answer: four reads (featured, newest, the counts, the top cities), then
 * the cover photos of the cards shown. The scope is the public search's: what is counted here is what
 * /properties finds with the same filter.
 */
export async function homeOverview(db: Database, storage: ObjectStorage) {
  const [featured, newest, counts, cities] = await Promise.all([
    latestListings(db, true),
    latestListings(db, false),
    countListings(db),
    topCities(db),
  ]);
  const covers = await coverPhotosByListing(db, [
    ...new Set([...featured, ...newest].map((listing) => listing.id)),
  ]);
  const card = (listing: ListingRow) => toListingCard(listing, covers.get(listing.id), storage);
  return {
    featured: featured.map(card),
    newest: newest.map(card),
    counts: { ...counts, cities },
  };
}
