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
  RELEVANCE_WINDOW,
  isPriceSort,
  type ListingSearch,
  type PagedListingSearch,
} from '#domain/listing-search';
import type { Database } from '#server/db/client';
import { priceSortGroup, properties, propertyImages } from '#server/db/schema';
import type { ObjectStorage } from '#server/storage/storage';
import type { ImageRow, ListingRow } from './service.js';

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

/** What a card shows of its cover photo. */
export type CardCover = Pick<ImageRow, 'width' | 'height' | 'variants'>;

// Named in full: Drizzle leaves columns of a single-table statement unqualified, and a bare "id" inside the
// subquery would be the photo's own.
const listingId = sql`${sql.identifier('properties')}.${sql.identifier('id')}`;

/**
 * A listing's cover photo (its first by position) read in the card's own statement, so a page of results is one
 * read and not two after each other: half the round trips a visitor waits for.
 */
const coverColumn = sql<CardCover | null>`(select jsonb_build_object('width', ${propertyImages.width}, 'height', ${propertyImages.height}, 'variants', ${propertyImages.variants}) from ${propertyImages} where ${propertyImages.propertyId} = ${listingId} order by ${propertyImages.position} limit 1)`;

/** The card columns and the cover photo, for the statements that read a page of results. */
export const cardWithCover = { ...listingCardColumns, cover: coverColumn };

/** One result as a card shows it: the facts that fit on a card and the cover photo's variants. */
export function toListingCard(
  row: ListingCardRow,
  cover: CardCover | null | undefined,
  storage: ObjectStorage,
) {
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
 * The statement for one page of results in a sort other than relevance (relevance: `relevancePage`), sorted and
 * paged (its plan is what a visitor waits for). The page's ids are found first, from the sort's index alone
 * where it can (a deep page skips index entries, not rows), and only those rows are read whole.
 */
export function resultsPageQuery(db: Database, search: PagedListingSearch, now: Date) {
  const { where } = searchConditions(search, now);
  const offset = (search.page - 1) * search.pageSize;
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
    .select(cardWithCover)
    .from(page)
    .innerJoin(properties, eq(properties.id, page.pageId))
    .orderBy(
      ...keys.map(({ direction }, index) => ordered(sql`${pageKeys[`k${index}`]}`, direction)),
      ordered(sql`${page.pageId}`, idDirection),
    );
}

/**
 * Relevance ranks a bounded set: the newest RELEVANCE_CANDIDATES matches (more on a page past them), by
 * ts_rank_cd; every later match follows them newest first. The trade-off: an old listing that matches better
 * than all of the newest few hundred no longer comes first; in exchange a common word ("flat") costs a few hundred
 * rank computations instead of one per listing in the catalogue.
 *
 * The newest matches are looked for first among the newest RELEVANCE_WINDOW listings of the other filters (a walk
 * of the date index that stops there): words in one listing of ten or more fill the candidates there. Rarer words
 * are found through the full-text index instead, where they are few. (The planner alone cannot choose well:
 * it takes words as independent, so "sea view" looks eight times rarer than it is.)
 */
export async function relevancePage(db: Database, search: PagedListingSearch, now: Date, countLimit: number) {
  const { where, query } = searchConditions(search, now);
  const offset = (search.page - 1) * search.pageSize;
  const wanted = Math.max(RELEVANCE_CANDIDATES, offset + search.pageSize);
  const filters = searchConditions({ ...search, q: undefined }, now).where;
  let candidates = await recentMatchesQuery(db, filters, query!, wanted);
  const common = candidates.length >= wanted;
  if (!common) candidates = await newestMatchesQuery(db, where, wanted);
  const [rows, counted] = await Promise.all([
    rankedPageQuery(
      db,
      candidates.map((row) => row.id),
      query!,
      search,
    ),
    // Words in one listing of ten or more: reading listings until the count's cap is met stops within about ten
    // times the cap, cheaper than the full-text index, which lists every match before the first is counted. The
    // match is written so the planner cannot take the index for it.
    countListings(db, common ? commonWordsConditions(filters, query!) : where, countLimit),
  ]);
  return { rows, counted };
}

/** The search's conditions with its words matched row by row, never through the full-text index. */
export const commonWordsConditions = (filters: SQL | undefined, query: SQL) =>
  and(filters, sql`(${properties.search} @@ ${query}) is true`);

/** The newest `limit` matches among the newest RELEVANCE_WINDOW listings the other filters find. */
export function recentMatchesQuery(db: Database, filters: SQL | undefined, query: SQL, limit: number) {
  const recent = db
    .select({
      recentId: sql<string>`${properties.id}`.as('recent_id'),
      recentCreatedAt: sql`${properties.createdAt}`.as('recent_created_at'),
      recentSearch: sql`${properties.search}`.as('recent_search'),
    })
    .from(properties)
    .where(filters)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(RELEVANCE_WINDOW)
    .as('recent');
  return db
    .select({ id: recent.recentId })
    .from(recent)
    .where(sql`${recent.recentSearch} @@ ${query}`)
    .orderBy(desc(recent.recentCreatedAt), desc(recent.recentId))
    .limit(limit);
}

/** The newest `limit` matches of the whole search, by the planner's choice of index. */
export function newestMatchesQuery(db: Database, where: SQL | undefined, limit: number) {
  return db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
}

/** One page of the candidates (newest first in `ids`), the first RELEVANCE_CANDIDATES ranked. */
export function rankedPageQuery(
  db: Database,
  ids: readonly string[],
  query: SQL,
  search: PagedListingSearch,
) {
  if (ids.length === 0) ids = ['00000000-0000-0000-0000-000000000000'];
  const newness = sql`array_position(array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[], ${properties.id})`;
  return db
    .select(cardWithCover)
    .from(properties)
    .where(inArray(properties.id, [...ids]))
    .orderBy(
      sql`(case when ${newness} <= ${RELEVANCE_CANDIDATES} then ts_rank_cd(${properties.search}, ${query}) end) desc nulls last`,
      asc(newness),
    )
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);
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
  const countLimit = countLimitFor(search.page, search.pageSize);
  const { rows, counted } =
    effectiveSort(search) === 'relevance' && search.q
      ? await relevancePage(db, search, now, countLimit)
      : await Promise.all([resultsPageQuery(db, search, now), countListings(db, where, countLimit)]).then(
          ([rows, counted]) => ({ rows, counted }),
        );
  return {
    items: rows.map(({ cover, ...row }) => toListingCard(row, cover, storage)),
    ...counted,
    page: search.page,
    pageSize: search.pageSize,
    sort: effectiveSort(search),
  };
}
