/**
 * The statements of the public listing search, sorted and paged by the database: a page in any sort but
 * relevance, and the candidates of a relevance page, with their ranks.
 */
import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  effectiveSort,
  RELEVANCE_WINDOW,
  isPriceSort,
  type ListingSearch,
  type PagedListingSearch,
} from '#domain/listing-search';
import type { Database } from '#server/db/client';
import type { Bound } from '#server/db/prepared-statements';
import { pricePerSqFt, priceSortGroup, properties } from '#server/db/schema';
import { cardWithCover } from '#server/listings/listing-cards';
import { inPublicSearch } from '#server/listings/search-conditions';

/**
 * One key of a sort. `nullsLast` on a descending key reads an index built `desc nulls last` forwards (Postgres
 * matches an index to an order only with the same null ordering, even on a column that holds no nulls).
 */
type SortKey = { key: SQL; direction: 'asc' | 'desc'; nullsLast?: boolean };
type SortOrder = { keys: SortKey[]; idDirection: 'asc' | 'desc'; idNullsLast?: boolean };

/**
 * Among listings equal in price, area or price per sq ft, the better one first (decision 027); one not yet scored
 * last. The newest sort orders by the moment of creation; listings created in one statement (an import) keep
 * the order of their ids.
 */
const betterFirst: SortKey = { key: sql`${properties.qualityScore}`, direction: 'desc', nullsLast: true };

/**
 * What decides the order of a search's page: its sort, and whether Buy or Rent is chosen. A kept page statement
 * (prepared-statements.ts) is kept for these and its conditions.
 */
export const orderShape = (search: ListingSearch) => ({
  sort: effectiveSort(search),
  statusChosen: !!search.status,
});

/**
 * The order of a sort other than relevance. The id breaks ties, in the same direction as the last key, so one
 * index on (…, key, id) read forwards or backwards serves the order and pages never repeat or skip a listing.
 */
function orderFor({ sort, statusChosen }: ReturnType<typeof orderShape>): SortOrder {
  // With Buy or Rent chosen there is one group, and the (status, price, id) index alone can serve the order.
  const groups: SortKey[] =
    isPriceSort(sort) && !statusChosen
      ? [{ key: priceSortGroup(properties.propertyStatus), direction: 'asc' }]
      : [];
  switch (sort) {
    case 'price-asc':
      return {
        keys: [...groups, { key: sql`${properties.price}`, direction: 'asc' }, betterFirst],
        idDirection: 'asc',
      };
    case 'price-desc':
      return {
        keys: [...groups, { key: sql`${properties.price}`, direction: 'desc' }, betterFirst],
        idDirection: 'desc',
      };
    case 'area':
      return {
        keys: [{ key: sql`${properties.squareFeet}`, direction: 'desc' }, betterFirst],
        idDirection: 'desc',
      };
    // properties_price_reduced_idx: (price_reduced_at desc nulls last, id desc nulls last), of reduced listings.
    case 'price-reduced':
      return {
        keys: [{ key: sql`${properties.priceReducedAt}`, direction: 'desc', nullsLast: true }],
        idDirection: 'desc',
        idNullsLast: true,
      };
    // properties_price_per_sq_ft_idx: (the price per sq ft, id); a status is always chosen (effectiveSort).
    case 'price-per-sq-ft':
      return { keys: [{ key: pricePerSqFt(properties), direction: 'asc' }, betterFirst], idDirection: 'asc' };
    case 'relevance':
    case 'newest':
      return { keys: [{ key: sql`${properties.createdAt}`, direction: 'desc' }], idDirection: 'desc' };
  }
}

/** Which rows of the sorted matches a page is: values, or the placeholders of a kept statement. */
export type Paging = { limit: Bound<number>; offset: Bound<number> };

/** The paging of a kept statement: its values are pagingOf's, given when it runs. */
export const PAGING_PLACEHOLDERS: Paging = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

export const pagingOf = (search: PagedListingSearch): { limit: number; offset: number } => ({
  limit: search.pageSize,
  offset: (search.page - 1) * search.pageSize,
});

const ordered = (key: SQL | AnyColumn, direction: 'asc' | 'desc', nullsLast = false) =>
  direction === 'asc' ? asc(key) : nullsLast ? sql`${key} desc nulls last` : desc(key);

/**
 * The statement for one page of results in a sort other than relevance (relevance: `relevancePage`), sorted and
 * paged (its plan is what a visitor waits for). The page's ids are found first, from the sort's index alone
 * where it can (a deep page skips index entries, not rows), and only those rows are read whole.
 */
export function resultsPageQuery(
  db: Database,
  search: PagedListingSearch,
  where: SQL,
  { limit, offset }: Paging = pagingOf(search),
) {
  const { keys, idDirection, idNullsLast } = orderFor(orderShape(search));
  const page = db
    .select({
      pageId: sql<string>`${properties.id}`.as('page_id'),
      ...Object.fromEntries(keys.map(({ key }, index) => [`k${index}`, sql`${key}`.as(`k${index}`)])),
    })
    .from(properties)
    .where(where)
    .orderBy(
      ...keys.map(({ key, direction, nullsLast }) => ordered(key, direction, nullsLast)),
      ordered(properties.id, idDirection, idNullsLast),
    )
    .limit(limit)
    .offset(offset)
    .as('page');
  const pageKeys = page as unknown as Record<string, SQL.Aliased>;
  return db
    .select(cardWithCover)
    .from(page)
    .innerJoin(properties, eq(properties.id, page.pageId))
    .orderBy(
      ...keys.map(({ direction, nullsLast }, index) =>
        ordered(sql`${pageKeys[`k${index}`]}`, direction, nullsLast),
      ),
      ordered(sql`${page.pageId}`, idDirection, idNullsLast),
    );
}

/**
 * What a relevance page is ordered by, for each candidate: its rank for the words (ts_rank_cd) and its quality
 * score. Read with the candidates, from the row the words were matched on, so ranking them needs no second read
 * of each (relevance/relevance-order.ts).
 */
const candidateColumns = (search: SQL | AnyColumn, query: SQL, quality: SQL | AnyColumn) => ({
  rank: sql<number>`ts_rank_cd(${search}, ${query})`.mapWith(Number),
  quality: sql<number | null>`${quality}`,
});

/** The newest `limit` matches among the newest RELEVANCE_WINDOW listings the other filters find. */
export function recentMatchesQuery(db: Database, filters: SQL | undefined, query: SQL, limit: Bound<number>) {
  const recent = db
    .select({
      recentId: sql<string>`${properties.id}`.as('recent_id'),
      recentCreatedAt: sql`${properties.createdAt}`.as('recent_created_at'),
      recentSearch: sql`${properties.search}`.as('recent_search'),
      recentQuality: sql`${properties.qualityScore}`.as('recent_quality'),
    })
    .from(properties)
    .where(filters)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(RELEVANCE_WINDOW)
    .as('recent');
  return db
    .select({
      id: recent.recentId,
      ...candidateColumns(sql`${recent.recentSearch}`, query, sql`${recent.recentQuality}`),
    })
    .from(recent)
    .where(sql`${recent.recentSearch} @@ ${query}`)
    .orderBy(desc(recent.recentCreatedAt), desc(recent.recentId))
    .limit(limit);
}

/** The newest `limit` matches of the whole search (`where` holds the words), by the planner's choice of index. */
export function newestMatchesQuery(db: Database, where: SQL | undefined, query: SQL, limit: Bound<number>) {
  return db
    .select({ id: properties.id, ...candidateColumns(properties.search, query, properties.qualityScore) })
    .from(properties)
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
}

/**
 * The newest `limit` matches of words found in none of the newest RELEVANCE_WINDOW listings: through the
 * full-text index alone, then sorted. The other filters are written so no index serves them, and the order so
 * the date index cannot: the planner, which takes words and filters as independent, would otherwise walk the
 * date or a filter's index for matches that are not there ("heritage" among villas: none) and read every listing.
 * Words that rare match a few hundred listings in a million, so the sort is of a few hundred rows.
 */
export function rareMatchesQuery(db: Database, filters: SQL | undefined, query: SQL, limit: Bound<number>) {
  return db
    .select({ id: properties.id, ...candidateColumns(properties.search, query, properties.qualityScore) })
    .from(properties)
    .where(and(inPublicSearch, sql`${properties.search} @@ ${query}`, sql`(${filters}) is true`))
    .orderBy(sql`${properties.createdAt} + interval '0 seconds' desc`, desc(properties.id))
    .limit(limit);
}
