/**
 * Which saved searches a listing matches, judged by the very conditions /properties searches with
 * (searchConditions), and the record of each match that keeps an owner from hearing of a listing twice.
 *
 * One statement per batch of saved searches reads the listing's row once, by its primary key, and evaluates every
 * search of the batch against it: the cost grows with the number of saved searches, never with the catalogue.
 */
import { and, asc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { SavedSearchFrequency } from '#domain/saved-search';
import type { Database } from '#server/db/client';
import { alertDeliveries, properties, savedSearches } from '#server/db/schema';
import { inPublicSearch, searchConditions } from '#server/listings/search-conditions';

/**
 * Saved searches judged in one statement. Each adds its filters' parameters (a list filter one per value), so a
 * batch stays far below PostgreSQL's 65,535 parameters even when every search uses every list filter to the full.
 */
export const ALERT_MATCH_BATCH = 200;

export type SavedSearchMatch = { id: string; userId: string; frequency: SavedSearchFrequency };

/** The saved searches that still want alerts (frequency not off) whose search finds the listing, by id. */
export async function savedSearchesMatchingListing(
  db: Database,
  listingId: string,
  now: Date = new Date(),
): Promise<SavedSearchMatch[]> {
  const matches: SavedSearchMatch[] = [];
  for (let after: string | null = null; ;) {
    const batch = await db
      .select({
        id: savedSearches.id,
        userId: savedSearches.userId,
        frequency: savedSearches.frequency,
        search: savedSearches.search,
      })
      .from(savedSearches)
      .where(and(ne(savedSearches.frequency, 'off'), after ? gt(savedSearches.id, after) : undefined))
      .orderBy(asc(savedSearches.id))
      .limit(ALERT_MATCH_BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    // The filters were checked when saved; paging means nothing to a match.
    const verdicts: SQL[] = batch.map(({ search }, index) => {
      const { where } = searchConditions({ ...search, page: 1 }, now);
      return where ? sql`case when ${where} then ${sql.raw(String(index))} end` : sql.raw(String(index));
    });
    const [row] = await db
      .select({ hits: sql<number[]>`array_remove(array[${sql.join(verdicts, sql`, `)}]::int[], null)` })
      .from(properties)
      .where(and(eq(properties.id, listingId), inPublicSearch));
    // The listing is gone (deleted meanwhile) or out of the public search: nothing matches it.
    if (!row) return [];
    for (const index of row.hits) {
      const { id, userId, frequency } = batch[Number(index)]!;
      matches.push({ id, userId, frequency });
    }
    if (batch.length < ALERT_MATCH_BATCH) break;
  }
  return matches;
}

export type AlertReason = (typeof alertDeliveries.$inferInsert)['reason'];

/**
 * Notes each saved search the listing now matches that has never been told of it, and answers those new matches:
 * what the alert mails (instant) and digests (daily, weekly) then tell. A search told of the listing before (when it
 * was listed, or at an earlier price drop) is not told again.
 */
export async function recordAlertMatches(
  db: Database,
  listingId: string,
  reason: AlertReason,
  now: Date = new Date(),
): Promise<SavedSearchMatch[]> {
  const matches = await savedSearchesMatchingListing(db, listingId, now);
  if (matches.length === 0) return [];
  const [listing] = await db
    .select({ price: properties.price })
    .from(properties)
    .where(eq(properties.id, listingId));
  if (!listing) return [];
  const recorded = new Set<string>();
  for (let start = 0; start < matches.length; start += ALERT_MATCH_BATCH * 10) {
    const ids = matches.slice(start, start + ALERT_MATCH_BATCH * 10).map((match) => match.id);
    // Read from saved_searches, so a search deleted since it matched is simply left out.
    const rows = await db
      .insert(alertDeliveries)
      .select(
        db
          .select({
            savedSearchId: savedSearches.id,
            propertyId: sql`${listingId}::uuid`.as('property_id'),
            reason: sql`${reason}`.as('reason'),
            price: sql`${listing.price}::bigint`.as('price'),
            matchedAt: sql`${now.toISOString()}::timestamptz`.as('matched_at'),
            mailedAt: sql`null::timestamptz`.as('mailed_at'),
          })
          .from(savedSearches)
          .where(inArray(savedSearches.id, ids)),
      )
      .onConflictDoNothing()
      .returning({ savedSearchId: alertDeliveries.savedSearchId });
    for (const row of rows) recorded.add(row.savedSearchId);
  }
  return matches.filter((match) => recorded.has(match.id));
}
