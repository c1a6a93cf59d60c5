/**
 * A signed-in house hunter's shortlist and recently viewed listings, and the merge of the lists the browser
 * kept before sign-in. Rows of a deleted listing go with it (ON DELETE CASCADE), so the lists never show one.
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES } from '#domain/shortlist';
import type { Database } from '#server/db/client';
import { properties, recentlyViewed, shortlistItems, users } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/errors';
import type { ObjectStorage } from '#server/storage/storage';
import { listingCardsInOrder } from '#server/listings/listing-cards';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes to one person's lists take turns on their user row, so two tabs adding at once cannot push a list
 * past its limit between the count and the insert.
 */
async function lockListsOf(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * The listings among `ids` that exist, held so a delete cannot remove them before this transaction commits
 * (the insert would then break its foreign key).
 */
async function existingListings(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(inArray(properties.id, [...ids]))
    .for('key share');
  return new Set(rows.map((row) => row.id));
}

/** Listings merged from the browser arrive newest first; a millisecond apart keeps that order on the account. */
const newestFirst = (now: Date, index: number) => new Date(now.getTime() - index);

export async function readShortlist(db: Database, storage: ObjectStorage, userId: string) {
  const rows = await db
    .select({ propertyId: shortlistItems.propertyId })
    .from(shortlistItems)
    .where(eq(shortlistItems.userId, userId))
    .orderBy(desc(shortlistItems.createdAt), asc(shortlistItems.propertyId));
  return listingCardsInOrder(
    db,
    storage,
    rows.map((row) => row.propertyId),
  );
}

/** Adding a listing already on the shortlist changes nothing, even when the shortlist is full. */
export async function addToShortlist(db: Database, userId: string, propertyId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    await lockListsOf(tx, userId);
    if (!(await existingListings(tx, [propertyId])).has(propertyId)) {
      throw new NotFoundError('Property not found');
    }
    const saved = await tx
      .select({ propertyId: shortlistItems.propertyId })
      .from(shortlistItems)
      .where(eq(shortlistItems.userId, userId));
    if (saved.some((row) => row.propertyId === propertyId)) return;
    if (saved.length >= SHORTLIST_LIMITS.maxShortlisted) throw new ConflictError(SHORTLIST_MESSAGES.full);
    await tx.insert(shortlistItems).values({ userId, propertyId, createdAt: now });
  });
}

/** Removing a listing that is not on the shortlist (or no longer exists) is not an error. */
export async function removeFromShortlist(db: Database, userId: string, propertyId: string) {
  await db
    .delete(shortlistItems)
    .where(and(eq(shortlistItems.userId, userId), eq(shortlistItems.propertyId, propertyId)));
}

/**
 * Adds the listings a visitor shortlisted before signing in (newest first) to the account's shortlist, as
 * many as fit. Listings already there keep their place; ids of listings that no longer exist are skipped.
 */
export async function mergeIntoShortlist(
  db: Database,
  userId: string,
  propertyIds: readonly string[],
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockListsOf(tx, userId);
    const saved = new Set(
      (
        await tx
          .select({ propertyId: shortlistItems.propertyId })
          .from(shortlistItems)
          .where(eq(shortlistItems.userId, userId))
      ).map((row) => row.propertyId),
    );
    const existing = await existingListings(tx, propertyIds);
    const room = Math.max(0, SHORTLIST_LIMITS.maxShortlisted - saved.size);
    const added = propertyIds.filter((id) => existing.has(id) && !saved.has(id)).slice(0, room);
    if (added.length === 0) return;
    await tx
      .insert(shortlistItems)
      .values(added.map((propertyId, index) => ({ userId, propertyId, createdAt: newestFirst(now, index) })))
      .onConflictDoNothing();
  });
}

export async function readRecentlyViewed(db: Database, storage: ObjectStorage, userId: string) {
  const rows = await db
    .select({ propertyId: recentlyViewed.propertyId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.userId, userId))
    .orderBy(desc(recentlyViewed.viewedAt), asc(recentlyViewed.propertyId))
    .limit(SHORTLIST_LIMITS.maxRecentlyViewed);
  return listingCardsInOrder(
    db,
    storage,
    rows.map((row) => row.propertyId),
  );
}

/** Upserts the views (newest first) and lets the oldest fall off beyond the limit, in one transaction. */
async function recordViews(tx: Tx, userId: string, propertyIds: readonly string[], now: Date) {
  await tx
    .insert(recentlyViewed)
    .values(
      propertyIds.map((propertyId, index) => ({ userId, propertyId, viewedAt: newestFirst(now, index) })),
    )
    .onConflictDoUpdate({
      target: [recentlyViewed.userId, recentlyViewed.propertyId],
      // A merge must not move a listing seen later on another device back in time.
      set: { viewedAt: sql`greatest(${recentlyViewed.viewedAt}, excluded.viewed_at)` },
    });
  const kept = tx
    .select({ propertyId: recentlyViewed.propertyId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.userId, userId))
    .orderBy(desc(recentlyViewed.viewedAt), asc(recentlyViewed.propertyId))
    .limit(SHORTLIST_LIMITS.maxRecentlyViewed);
  await tx
    .delete(recentlyViewed)
    .where(and(eq(recentlyViewed.userId, userId), notInArray(recentlyViewed.propertyId, kept)));
}

export async function recordRecentlyViewed(
  db: Database,
  userId: string,
  propertyId: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockListsOf(tx, userId);
    if (!(await existingListings(tx, [propertyId])).has(propertyId)) {
      throw new NotFoundError('Property not found');
    }
    await recordViews(tx, userId, [propertyId], now);
  });
}

/**
 * Adds the listings a visitor opened before signing in (newest first). They were seen in this browser just
 * now, so they count as the latest views; ids of listings that no longer exist are skipped.
 */
export async function mergeRecentlyViewed(
  db: Database,
  userId: string,
  propertyIds: readonly string[],
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockListsOf(tx, userId);
    const existing = await existingListings(tx, propertyIds);
    const seen = propertyIds.filter((id) => existing.has(id));
    if (seen.length > 0) await recordViews(tx, userId, seen, now);
  });
}

export async function clearRecentlyViewed(db: Database, userId: string) {
  await db.delete(recentlyViewed).where(eq(recentlyViewed.userId, userId));
}
