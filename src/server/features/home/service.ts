/** What the home page shows: featured and newest listings, and how many listings each way of browsing leads to. */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ALL_SUB_CATEGORIES,
  MAIN_CATEGORIES,
  PROPERTY_STATUSES,
  type IndianState,
  type MainCategory,
  type PropertyStatus,
  type SubCategory,
} from '#domain/taxonomy';
import type { Database } from '#server/db/client';
import { listingCityCounts, listingCounts, properties } from '#server/db/schema';
import { cardWithCover, toListingCard } from '#server/listings/listing-cards';
import { inPublicSearch } from '#server/listings/search-conditions';
import type { ObjectStorage } from '#server/storage/storage';

/** Two rows of four cards at the widest; the rest is one click away on /properties. */
export const HOME_LISTING_LIMIT = 8;
/** Enough tiles to cover the cities people search most without turning the section into a directory. */
export const HOME_CITY_LIMIT = 12;

export type CityCount = { city: string; state: string; listings: number };

const zeroCounts = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * The status, category and type counts from listing_counts, which triggers keep equal to counting the listings
 * (docs/decisions/013-catalogue-figures.md): a few dozen rows, however large the catalogue.
 */
async function countListings(db: Database) {
  const rows = await db
    .select({
      status: listingCounts.propertyStatus,
      mainCategory: listingCounts.mainCategory,
      subCategory: listingCounts.subCategory,
      listings: listingCounts.listings,
    })
    .from(listingCounts);
  const byStatus = zeroCounts<PropertyStatus>(PROPERTY_STATUSES);
  const byCategory = zeroCounts<MainCategory>(MAIN_CATEGORIES);
  const bySubCategory = zeroCounts<SubCategory>(ALL_SUB_CATEGORIES);
  for (const row of rows) {
    byStatus[row.status] += row.listings;
    byCategory[row.mainCategory] += row.listings;
    bySubCategory[row.subCategory] += row.listings;
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
 * is what /properties?city= finds; shown under the spelling most listings use (the first in sort order on a
 * tie, as mode() picks), and likewise the state. Reads listing_city_counts: one row per spelling, not per listing.
 */
async function topCities(db: Database): Promise<CityCount[]> {
  const { rows } = (await db.execute(sql`
    with spellings as (
      select lower(${listingCityCounts.city}) as city_key, ${listingCityCounts.city} as city,
        ${listingCityCounts.state} as state, ${listingCityCounts.listings} as listings
      from ${listingCityCounts}
      where ${listingCityCounts.listings} > 0
    ),
    top as (
      select city_key, sum(listings) as listings from spellings
      group by city_key order by listings desc, city_key limit ${HOME_CITY_LIMIT}
    )
    select
      (select city from spellings s where s.city_key = top.city_key
        group by city order by sum(listings) desc, city limit 1) as city,
      (select state from spellings s where s.city_key = top.city_key
        group by state order by sum(listings) desc, state limit 1) as state,
      top.listings
    from top
    order by top.listings desc, top.city_key
  `)) as { rows: Array<{ city: string; state: IndianState; listings: string | number }> };
  // A sum of bigints comes back as text from node-postgres.
  return rows.map((row) => ({ ...row, listings: Number(row.listings) }));
}

/**
 * The newest first, as /properties sorts them, so "View all" continues the same list; only what the public search
 * holds, each card with its cover photo read in the same statement. Returned unrun so a test can EXPLAIN the
 * statement the page uses.
 */
export function latestListings(db: Pick<Database, 'select'>, featuredOnly: boolean) {
  return db
    .select(cardWithCover)
    .from(properties)
    .where(featuredOnly ? and(inPublicSearch, eq(properties.isFeatured, true)) : inPublicSearch)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(HOME_LISTING_LIMIT);
}

/**
 * Everything the home page needs in one answer: four reads side by side (featured and newest with their covers,
 * the counts, the top cities), and nothing after them. The scope is the public search's: what is counted here is what
 * /properties finds with the same filter.
 */
export async function homeOverview(db: Database, storage: ObjectStorage) {
  const [featured, newest, counts, cities] = await Promise.all([
    latestListings(db, true),
    latestListings(db, false),
    countListings(db),
    topCities(db),
  ]);
  const card = ({ cover, ...listing }: (typeof featured)[number]) => toListingCard(listing, cover, storage);
  return {
    featured: featured.map(card),
    newest: newest.map(card),
    counts: { ...counts, cities },
  };
}
