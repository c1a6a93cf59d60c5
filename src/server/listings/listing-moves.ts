/**
 * A listing's moves through its life and "Still available" (decision 023), each through the record-write path
 * (decision 022): locked, judged by the domain's rule book, saved with its dates and its audit entry.
 */
import {
  canMoveListing,
  datesAfterMove,
  isInPublicSearch,
  isPublicListingState,
  listingMoveRefusal,
  type ListingLifecycle,
  type ListingState,
} from '#domain/listing-lifecycle';
import {
  LIKELY_DUPLICATE_CODE,
  type BulkListingMoveResult,
  type LikelyDuplicate,
} from '#domain/listing-state-change';
import type { Database } from '#server/db/client';
import {
  lockRecord,
  recordWriteResult,
  saveRecordChange,
  type RecordDecision,
  type Transaction,
} from '#server/db/record-write';
import type { properties } from '#server/db/schema';
import { AppError, ConflictError, DuplicateRecordError } from '#server/errors';
import { audited, type AuditActor } from '#server/audit/audit-log';
import { queueJobInTransaction } from '#server/jobs/job-queue';
import { findLikelyDuplicates } from '#server/listings/duplicate-guard';
import { LISTING_ALERT_JOB } from '#server/listings/listing-alert-job';
import { findListing, readListing } from '#server/listings/listing-record';
import { LISTING } from './listing-writes.js';
import { queueVisitCancellations, upcomingVisitIds } from './upcoming-visits.js';

type ListingRow = typeof properties.$inferSelect;

export type ListingMove = {
  to: ListingState;
  version?: number | undefined;
  confirmDuplicate?: boolean | undefined;
  /** Taking the listing down: cancel the visits booked to it from today on, and mail the visitors. */
  cancelVisits?: boolean | undefined;
};

/** The listing's life as the rule book reads it (`state` on the row is the Indian state of its address). */
const lifecycleOf = (listing: ListingRow): ListingLifecycle => ({
  state: listing.listingState,
  listedAt: listing.listedAt,
  lastConfirmedAt: listing.lastConfirmedAt,
  leftPublicAt: listing.leftPublicAt,
});

/** "This listing looks like one already on HouseHunt: 3 BHK flat in Indiranagar. …" */
function likelyDuplicateRefusal(duplicates: readonly LikelyDuplicate[]) {
  const names = duplicates.map((duplicate) => `“${duplicate.title}”`).join(', ');
  return new DuplicateRecordError<LikelyDuplicate[]>(
    LIKELY_DUPLICATE_CODE,
    `This listing looks like ${duplicates.length === 1 ? 'one' : 'others'} already on HouseHunt (same address ` +
      `and area): ${names}. Check ${duplicates.length === 1 ? 'it' : 'them'}, then publish anyway if this is a different home.`,
    duplicates.map(({ id, title }) => ({ id, title })),
  );
}

/**
 * The judgement of a move against the listing as it is: nothing to do when it already is in that state, the rule
 * book's refusal, the duplicate guard's when it is published and looks like another listing, else the new state,
 * its dates and whether it is in the public search, with the audit entry and the new-listing alerts when the
 * publication counts as new.
 */
async function judgeMove(
  tx: Transaction,
  current: ListingRow,
  move: ListingMove,
  actor: AuditActor,
  now: Date,
): Promise<RecordDecision<ListingRow>> {
  const from = current.listingState;
  const { to } = move;
  if (from === to) return null;
  if (!canMoveListing(from, to, current.propertyStatus)) {
    return new ConflictError(listingMoveRefusal(from, to, current.propertyStatus));
  }
  const publishes = isPublicListingState(to) && !isPublicListingState(from);
  const duplicates = publishes ? await findLikelyDuplicates(tx, current.id) : [];
  if (duplicates.length > 0 && move.confirmDuplicate !== true) return likelyDuplicateRefusal(duplicates);
  const { sendsNewListingAlerts, ...dates } = datesAfterMove(lifecycleOf(current), to, now);
  const confirmed = dates.lastConfirmedAt !== current.lastConfirmedAt;
  return {
    set: {
      listingState: to,
      ...dates,
      inPublicSearch: isInPublicSearch({ state: to, lastConfirmedAt: dates.lastConfirmedAt }, now),
      ...(confirmed && { confirmationDueMailedAt: null }),
      updatedAt: now,
    },
    effects: [
      audited({
        actor,
        action: 'property.state-changed',
        entityType: 'property',
        entityId: current.id,
        details: {
          title: current.title,
          from,
          to,
          ...(duplicates.length > 0 && { duplicatesConfirmed: duplicates.map((duplicate) => duplicate.id) }),
        },
      }),
      ...(move.cancelVisits && !isPublicListingState(to)
        ? [
            async (tx: Transaction) =>
              queueVisitCancellations(tx, await upcomingVisitIds(tx, current.id, now), actor),
          ]
        : []),
      // With the publication, so saved searches hear of the listing exactly when it is public.
      ...(sendsNewListingAlerts
        ? [
            (tx: Transaction) =>
              queueJobInTransaction(tx, LISTING_ALERT_JOB, { listingId: current.id, reason: 'listed' }),
          ]
        : []),
    ],
  };
}

/** The move in its own transaction: written, already so (nothing written), or a clash with a newer version. */
function writeMove(db: Database, id: string, move: ListingMove, actor: AuditActor, now: Date) {
  return db.transaction(async (tx) => {
    const current = await lockRecord(tx, LISTING, id);
    return saveRecordChange(tx, LISTING, {
      id,
      current,
      version: move.version,
      decision: await judgeMove(tx, current, move, actor, now),
    });
  });
}

/** One listing moved to another state over the version the admin read; a clash answers with the listing as it is. */
export async function moveListing(
  db: Database,
  id: string,
  move: ListingMove,
  actor: AuditActor,
  now = new Date(),
) {
  const outcome = await writeMove(db, id, move, actor, now);
  return recordWriteResult(outcome, await findListing(db, id));
}

/**
 * The same move for several listings, each in its own transaction: a listing is moved or left as it was, never
 * half-written, and one refused does not stop the others. Names no version: the admin chose from the table.
 */
export async function moveListings(
  db: Database,
  ids: readonly string[],
  to: ListingState,
  actor: AuditActor,
  now = new Date(),
): Promise<BulkListingMoveResult[]> {
  const results: BulkListingMoveResult[] = [];
  for (const id of ids) {
    let refusal: AppError | null = null;
    let moved = false;
    try {
      moved = (await writeMove(db, id, { to }, actor, now)).kind === 'written';
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      refusal = error;
    }
    const found = await readListing(db, id);
    results.push({
      id,
      outcome: refusal ? 'refused' : moved ? 'moved' : 'unchanged',
      listingState: found?.listing.listingState ?? null,
      message: refusal?.message ?? null,
    });
  }
  return results;
}

/**
 * "Still available": availability confirmed now, so a listing due a confirmation is no longer flagged and one out
 * of the search for want of it is back while it is public. Keeps the version, as the featured switch does: it is
 * a click, not an edit, and an edit form open on the listing does not go stale because of it.
 */
export async function confirmListing(
  db: Database,
  id: string,
  { version }: { version: number },
  actor: AuditActor,
  now = new Date(),
) {
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRecord(tx, LISTING, id);
    return saveRecordChange(tx, LISTING, {
      id,
      current,
      version,
      decision: {
        set: {
          lastConfirmedAt: now,
          inPublicSearch: isInPublicSearch({ state: current.listingState, lastConfirmedAt: now }, now),
          confirmationDueMailedAt: null,
        },
        keepsVersion: true,
        effects: [
          audited({
            actor,
            action: 'property.confirmed',
            entityType: 'property',
            entityId: id,
            details: { title: current.title, state: current.listingState },
          }),
        ],
      },
    });
  });
  return recordWriteResult(outcome, await findListing(db, id));
}
