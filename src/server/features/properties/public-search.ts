/** The public listing search: every filter of /properties, ranked full text, sorted and paged by the database. */
import { and, arrayContains, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  effectiveSort,
  isPriceSort,
  type ListingSearch,
  type PagedListingSearch,
} from '#domain/listing-search';
import type { Database } from '#server/db/client';
import { priceSortGroup, properties } from '#server/db/schema';
import type { ObjectStorage } from '#server/storage/storage';
import { coverPhotosByListing, type ImageRow, type ListingRow } from './service.js';

const DAY_MS = 86_400_000;

export function searchConditions(
  search: ListingSearch,
  now: Date,
): { where: SQL | undefined; query: SQL | null } {
  const conditions: SQL[] = [];
  // websearch syntax: quoted phrases, "or", and -word, as people type them; never a syntax error.
  const query = search.q ? sql`websearch_to_tsquery('english', ${search.q})` : null;
  if (query) conditions.push(sql`${properties.search} @@ ${query}`);
  if (search.status) conditions.push(eq(properties.propertyStatus, search.status));
  if (search.category) conditions.push(eq(properties.mainCategory, search.category));
  if (search.type?.length) conditions.push(inArray(properties.subCategory, search.type));
  if (search.city) conditions.push(sql`lower(${properties.city}) = lower(${search.city})`);
  if (search.minPrice !== undefined) conditions.push(gte(properties.price, search.minPrice));
  if (search.maxPrice !== undefined) conditions.push(lte(properties.price, search.maxPrice));
  if (search.bedrooms?.length) {
    const exact = search.bedrooms.filter((n) => n < 5);
    const fiveOrMore = search.bedrooms.includes(5) ? [gte(properties.bedrooms, 5)] : [];
    conditions.push(or(...(exact.length ? [inArray(properties.bedrooms, exact)] : []), ...fiveOrMore)!);
  }
  if (search.minBathrooms !== undefined) conditions.push(gte(properties.bathrooms, search.minBathrooms));
  if (search.furnishing?.length) conditions.push(inArray(properties.furnishingStatus, search.furnishing));
  if (search.minArea !== undefined) conditions.push(gte(properties.squareFeet, search.minArea));
  if (search.maxArea !== undefined) conditions.push(lte(properties.squareFeet, search.maxArea));
  if (search.amenities?.length) conditions.push(arrayContains(properties.amenities, search.amenities));
  if (search.features?.length) conditions.push(arrayContains(properties.features, search.features));
  if (search.availableBy) conditions.push(lte(properties.availableFrom, search.availableBy));
  if (search.postedWithin) {
    conditions.push(gte(properties.createdAt, new Date(now.getTime() - search.postedWithin * DAY_MS)));
  }
  if (search.featured) conditions.push(eq(properties.isFeatured, true));
  return { where: conditions.length ? and(...conditions) : undefined, query };
}

function orderFor(search: ListingSearch, query: SQL | null): SQL[] {
  const sort = effectiveSort(search);
  // With Buy or Rent chosen there is one group, and the price index alone can serve the order.
  const groups = isPriceSort(sort) && !search.status ? [asc(priceSortGroup(properties.propertyStatus))] : [];
  switch (sort) {
    case 'relevance':
      return [sql`ts_rank_cd(${properties.search}, ${query}) desc`, desc(properties.createdAt)];
    case 'price-asc':
      return [...groups, asc(properties.price)];
    case 'price-desc':
      return [...groups, desc(properties.price)];
    case 'area':
      return [desc(properties.squareFeet)];
    case 'newest':
      return [desc(properties.createdAt)];
  }
}

/** One result as a card shows it: the facts that fit on a card and the cover photo's variants. */
export function toListingCard(row: ListingRow, cover: ImageRow | undefined, storage: ObjectStorage) {
  return {
    id: row.id,
    title: row.title,
    propertyStatus: row.propertyStatus,
    rentalFrequency: row.rentalFrequency,
    mainCategory: row.mainCategory,
    subCategory: row.subCategory,
    price: row.price,
    location: row.location,
    city: row.city,
    state: row.state,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.squareFeet,
    plotArea: row.plotArea,
    furnishingStatus: row.furnishingStatus,
    latitude: row.latitude,
    longitude: row.longitude,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    cover: cover
      ? {
          width: cover.width,
          height: cover.height,
          variants: cover.variants.map((v) => ({
            width: v.width,
            format: v.format,
            url: storage.publicUrl(v.key),
          })),
        }
      : null,
  };
}

/** The statement for one page of results, sorted and paged (its plan is what a visitor waits for). */
export function resultsPageQuery(db: Database, search: PagedListingSearch, now: Date) {
  const { where, query } = searchConditions(search, now);
  return (
    db
      .select()
      .from(properties)
      .where(where)
      // The id breaks ties so pages never repeat or skip a listing.
      .orderBy(...orderFor(search, query), asc(properties.id))
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
  );
}

export async function searchListings(
  db: Database,
  storage: ObjectStorage,
  search: PagedListingSearch,
  now: Date = new Date(),
) {
  const { where } = searchConditions(search, now);
  const [rows, [total]] = await Promise.all([
    resultsPageQuery(db, search, now),
    db.select({ n: count() }).from(properties).where(where),
  ]);
  const covers = await coverPhotosByListing(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toListingCard(row, covers.get(row.id), storage)),
    total: total?.n ?? 0,
    page: search.page,
    pageSize: search.pageSize,
    sort: effectiveSort(search),
  };
}
