/** The public listing search: every filter of /properties, ranked full text, sorted and paged by the database. */
import { countLimitFor, effectiveSort, type PagedListingSearch } from '#domain/listing-search';
import { localityPagePath, placeSlug } from '#domain/locality-insights';
import { understandSearchWords } from '#domain/typed-search';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { heavyRead } from '#server/db/heavy-reads';
import { placeholders, runPrepared, shapeOf, type Preparable } from '#server/db/prepared-statements';
import { cappedTotal, countListings } from '#server/listings/capped-count';
import { listingCardRowsInOrder, toListingCard } from '#server/listings/listing-cards';
import { searchConditions, type SearchConditions } from '#server/listings/search-conditions';
import type { ObjectStorage } from '#server/storage/storage';
import {
  newestMatchesQuery,
  orderShape,
  pagingOf,
  PAGING_PLACEHOLDERS,
  rareMatchesQuery,
  recentMatchesQuery,
  resultsPageQuery,
} from './queries.js';
import { inRelevanceOrder, type Candidate } from './relevance/relevance-order.js';

/**
 * Relevance ranks a bounded set: the newest RELEVANCE_CANDIDATES matches (more on a page past them), by
 * ts_rank_cd; every later match follows them newest first. The trade-off: an old listing that matches better
 * than all of the newest few hundred no longer comes first; in exchange a common word ("flat") costs a few hundred
 * rank computations instead of one per listing in the catalogue (docs/decisions/030-bounded-full-text.md).
 *
 * The newest matches are looked for first among the newest RELEVANCE_WINDOW listings of the other filters (a walk
 * of the date index that stops there): words in one listing of ten or more fill the candidates there. Words found
 * there but fewer are left to the planner (the date index or the full-text index); words found in none of them
 * are rare, and read through the full-text index alone (rareMatchesQuery). (The planner alone cannot choose well:
 * it takes words as independent of each other and of the filters, so "sea view" looks eight times rarer than it
 * is, and "heritage" among villas, which matches none, looks common.)
 */
async function relevancePage(
  db: Database,
  search: PagedListingSearch,
  { where, filters, query }: SearchConditions & { query: SQL },
  values: Record<string, unknown>,
) {
  const { limit, offset } = pagingOf(search);
  // The candidates are the count too: one more than the count stops at says whether more match.
  const countLimit = countLimitFor(search.page, search.pageSize, { ranked: true });
  const wanted = countLimit + 1;
  const keptCandidates = (shape: string, build: (wanted: Placeholder) => Preparable<Candidate[]>) =>
    runPrepared(db, shape, () => build(sql.placeholder('wanted')), { ...values, wanted });
  let candidates = await keptCandidates(shapeOf('recent matches', filters, query), (wanted) =>
    recentMatchesQuery(db, filters, query, wanted),
  );
  if (candidates.length === 0) {
    candidates = await keptCandidates(shapeOf('rare matches', filters, query), (wanted) =>
      rareMatchesQuery(db, filters, query, wanted),
    );
  } else if (candidates.length < wanted) {
    candidates = await keptCandidates(shapeOf('newest matches', where, query), (wanted) =>
      newestMatchesQuery(db, where, query, wanted),
    );
  }
  const page = inRelevanceOrder(candidates.slice(0, countLimit)).slice(offset, offset + limit);
  const rows = await listingCardRowsInOrder(
    db,
    page.map((candidate) => candidate.id),
  );
  return { rows, counted: cappedTotal(candidates.length, countLimit) };
}

/** A page of results in a sort other than relevance, its statement kept for its order and conditions. */
function resultsPage(db: Database, search: PagedListingSearch, where: SQL, values: Record<string, unknown>) {
  const { sort, statusChosen } = orderShape(search);
  return runPrepared(
    db,
    shapeOf('results page', sort, statusChosen, where),
    () => resultsPageQuery(db, search, where, PAGING_PLACEHOLDERS),
    { ...values, ...pagingOf(search) },
  );
}

/**
 * A page of a search and its capped count. Its statements are kept for their shape and run with the search's
 * values (prepared-statements.ts): only a search's first run of a shape writes its SQL.
 */
export async function searchListings(
  db: Database,
  storage: ObjectStorage,
  typed: PagedListingSearch,
  now: Date = new Date(),
) {
  // Words that name filters are those filters ("2bhk" alone is no text to rank by), as searchConditions reads them.
  const search = understandSearchWords(typed);
  const { bind, values } = placeholders();
  const conditions = searchConditions(search, now, bind);
  const { where, query } = conditions;
  const { rows, counted } = await heavyRead(db, () =>
    effectiveSort(search) === 'relevance' && query
      ? relevancePage(db, search, { ...conditions, query }, values)
      : Promise.all([
          resultsPage(db, search, where, values),
          countListings(db, where, countLimitFor(search.page, search.pageSize), values),
        ]).then(([rows, counted]) => ({ rows, counted })),
  );
  return {
    items: rows.map(({ cover, ...row }) => toListingCard(row, cover, storage)),
    ...counted,
    page: search.page,
    pageSize: search.pageSize,
    sort: effectiveSort(search),
    // Worked out here, so the search page links to it without the slug rules in its first download.
    ...(search.city &&
      search.locality &&
      counted.total > 0 && {
        localityPage: localityPagePath(placeSlug(search.city), placeSlug(search.locality)),
      }),
  };
}
