/** The public listing search: every filter of /properties, ranked full text, sorted and paged by the database. */
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import {
  countLimitFor,
  effectiveSort,
  RELEVANCE_CANDIDATES,
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

type SortKey = { key: SQL; direction: 'asc' | 'desc' };

/**
 * The order of a sort other than relevance. The id breaks ties, in the same direction as the last key, so one
 * index on (…, key, id) read forwards or backwards serves the order and pages never repeat or skip a listing.
 */
function orderFor(search: ListingSearch): { keys: SortKey[]; idDirection: 'asc' | 'desc' } {
  const sort = effectiveSort(search);
  // With Buy or Rent chosen there is one group, and the (status, price, id) index alone can serve the order.
  const groups: SortKey[] =
    isPriceSort(sort) && !search.status
      ? [{ key: priceSortGroup(properties.propertyStatus), direction: 'asc' }]
      : [];
  switch (sort) {
    case 'price-asc':
      return { keys: [...groups, { key: sql`${properties.price}`, direction: 'asc' }], idDirection: 'asc' };
    case 'price-desc':
      return { keys: [...groups, { key: sql`${properties.price}`, direction: 'desc' }], idDirection: 'desc' };
    case 'area':
      return { keys: [{ key: sql`${properties.squareFeet}`, direction: 'desc' }], idDirection: 'desc' };
    case 'relevance':
    case 'newest':
      return { keys: [{ key: sql`${properties.createdAt}`, direction: 'desc' }], idDirection: 'desc' };
  }
}

const ordered = (key: SQL | AnyColumn, direction: 'asc' | 'desc') =>
  direction === 'asc' ? asc(key) : desc(key);

/**
 * The columns a listing card shows, and nothing else: a card query never reads the description, the address or
 * the search vector. Search, similar listings, shortlists and the home page all select these.
 */
export const listingCardColumns = {
  id: properties.id,
  title: properties.title,
  propertyStatus: properties.propertyStatus,
  rentalFrequency: properties.rentalFrequency,
  mainCategory: properties.mainCategory,
  subCategory: properties.subCategory,
  price: properties.price,
  location: properties.location,
  city: properties.city,
  state: properties.state,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  squareFeet: properties.squareFeet,
  plotArea: properties.plotArea,
  furnishingStatus: properties.furnishingStatus,
  latitude: properties.latitude,
  longitude: properties.longitude,
  isFeatured: properties.isFeatured,
  createdAt: properties.createdAt,
};

/** A listing as its card needs it: a row selected with listingCardColumns (a whole row will do as well). */
export type ListingCardRow = Pick<ListingRow, keyof typeof listingCardColumns>;

/** One result as a card shows it: the facts that fit on a card and the cover photo's variants. */
export function toListingCard(row: ListingCardRow, cover: ImageRow | undefined, storage: ObjectStorage) {
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

/**
 * The statement for one page of results, sorted and paged (its plan is what a visitor waits for). The page's ids
 * are found first, from the sort's index alone where it can (a deep page skips index entries, not rows), and
 * only those 12 rows are read whole.
 */
export function resultsPageQuery(db: Database, search: PagedListingSearch, now: Date) {
  const { where, query } = searchConditions(search, now);
  const offset = (search.page - 1) * search.pageSize;
  if (effectiveSort(search) === 'relevance' && query)
    return relevancePageQuery(db, search, where, query, offset);
  const { keys, idDirection } = orderFor(search);
  const page = db
    .select({
      pageId: sql<string>`${properties.id}`.as('page_id'),
      ...Object.fromEntries(keys.map(({ key }, index) => [`k${index}`, sql`${key}`.as(`k${index}`)])),
    })
    .from(properties)
    .where(where)
    .orderBy(
      ...keys.map(({ key, direction }) => ordered(key, direction)),
      ordered(properties.id, idDirection),
    )
    .limit(search.pageSize)
    .offset(offset)
    .as('page');
  const pageKeys = page as unknown as Record<string, SQL.Aliased>;
  return db
    .select(listingCardColumns)
    .from(page)
    .innerJoin(properties, eq(properties.id, page.pageId))
    .orderBy(
      ...keys.map(({ direction }, index) => ordered(sql`${pageKeys[`k${index}`]}`, direction)),
      ordered(sql`${page.pageId}`, idDirection),
    );
}

/**
 * Relevance, bounded: the newest RELEVANCE_CANDIDATES matches (from the date index, or from the full-text index
 * when the words are rare) are ranked by ts_rank_cd, and every later match follows them newest first. The
 * trade-off: an old listing that matches better than all of the newest few hundred no longer comes first; in
 * exchange a common word ("flat") costs a few hundred rank computations instead of one per listing in the
 * catalogue. A page past the candidates reads the matches newest first, as deep as it needs.
 */
function relevancePageQuery(
  db: Database,
  search: PagedListingSearch,
  where: SQL | undefined,
  query: SQL,
  offset: number,
) {
  // The newest matches, by a bounded sort when the words are rare enough for the full-text index to find them.
  const newest = db
    .select({ newestId: sql<string>`${properties.id}`.as('newest_id'), createdAt: properties.createdAt })
    .from(properties)
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(Math.max(RELEVANCE_CANDIDATES, offset + search.pageSize))
    .as('newest');
  const candidates = db
    .select({
      candidateId: newest.newestId,
      newness: sql<number>`row_number() over (order by ${newest.createdAt} desc, ${newest.newestId} desc)`.as(
        'newness',
      ),
    })
    .from(newest)
    .as('candidates');
  // Each candidate's search vector is read again by its id: a few hundred lookups, not a copy of every match's.
  const rank = sql`(case when ${candidates.newness} <= ${RELEVANCE_CANDIDATES} then ts_rank_cd(${properties.search}, ${query}) end)`;
  const page = db
    .select({ pageId: candidates.candidateId, rank: rank.as('rank'), newness: candidates.newness })
    .from(candidates)
    .innerJoin(properties, eq(properties.id, candidates.candidateId))
    .orderBy(sql`${rank} desc nulls last`, asc(candidates.newness))
    .limit(search.pageSize)
    .offset(offset)
    .as('page');
  return db
    .select(listingCardColumns)
    .from(page)
    .innerJoin(properties, eq(properties.id, page.pageId))
    .orderBy(sql`${page.rank} desc nulls last`, asc(page.newness));
}

/**
 * The statement that counts a search's matches up to `limit + 1`: it stops reading there, so a search that
 * matches most of the catalogue costs a thousand index entries, not a million.
 */
export function cappedCountQuery(db: Database, where: SQL | undefined, limit: number) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(properties)
    .where(where)
    .limit(limit + 1)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

/** The total of a search: exact up to `limit`, else `limit` with totalIsCapped (more than that match). */
export async function countListings(db: Database, where: SQL | undefined, limit: number) {
  const [row] = await cappedCountQuery(db, where, limit);
  const n = row?.n ?? 0;
  return n > limit ? { total: limit, totalIsCapped: true } : { total: n, totalIsCapped: false };
}

export async function searchListings(
  db: Database,
  storage: ObjectStorage,
  search: PagedListingSearch,
  now: Date = new Date(),
) {
  const { where } = searchConditions(search, now);
  const [rows, counted] = await Promise.all([
    resultsPageQuery(db, search, now),
    countListings(db, where, countLimitFor(search.page, search.pageSize)),
  ]);
  const covers = await coverPhotosByListing(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toListingCard(row, covers.get(row.id), storage)),
    ...counted,
    page: search.page,
    pageSize: search.pageSize,
    sort: effectiveSort(search),
  };
}
