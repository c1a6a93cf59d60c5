/**
 * A listing's moves through its life and "Still available" (decision 023), each through the record-write path
 * (decision 022): locked, judged by the domain's rule book, saved with its dates and its audit entry.
 */
import { photoCountOf, qualityScoreOf } from './listing-quality.js';
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
import { and, count, eq } from 'drizzle-orm';
import {
  canListerMove,
  LISTER_MOVE_REFUSAL,
  MAX_PENDING_REVIEW_PER_LISTER,
  MY_LISTINGS_MESSAGES,
} from '#domain/my-listings';
import { properties, users } from '#server/db/schema';
import { AppError, ConflictError, DuplicateRecordError, ValidationError } from '#server/errors';
import type { MailContext } from '#server/mail/outbox';
import { audited, type AuditActor } from '#server/audit/audit-log';
import { queueJobInTransaction } from '#server/jobs/job-queue';
import { findLikelyDuplicates } from '#server/listings/duplicate-guard';
import { LISTING_ALERT_JOB } from '#server/listings/listing-alert-job';
import { findListing, listingNotFound, readListing } from '#server/listings/listing-record';
import { queueReviewMail } from './review-mails.js';
import { LISTING } from './listing-writes.js';
import { queueVisitCancellations, upcomingVisitIds } from './upcoming-visits.js';

export type ListingMove = {
  to: ListingState;
  version?: number | undefined;
  confirmDuplicate?: boolean | undefined;
  /** Taking the listing down: cancel the visits booked to it from today on, and mail the visitors. */
  cancelVisits?: boolean | undefined;
  /** The team's reason for sending a listing under review back to its lister (required then). */
  reason?: string | undefined;
  /** Made by the listing's lister from My listings: only their own listing, and only the moves a lister makes. */
  byLister?: string | undefined;
};

/** Where review mails link to (config PUBLIC_URL); without it (scripts, some tests) no mail is queued. */
export type MoveContext = { mail?: MailContext | undefined };

type ListingRow = typeof properties.$inferSelect;

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
  context: MoveContext,
): Promise<RecordDecision<ListingRow>> {
  const from = current.listingState;
  const { to } = move;
  if (move.byLister !== undefined && current.listedBy !== move.byLister) return listingNotFound();
  if (from === to) return null;
  if (!canMoveListing(from, to, current.propertyStatus)) {
    return new ConflictError(listingMoveRefusal(from, to, current.propertyStatus));
  }
  if (move.byLister !== undefined && !canListerMove(from, to, current.propertyStatus)) {
    return new ConflictError(LISTER_MOVE_REFUSAL);
  }
  const review = reviewOf(current, move);
  if (review instanceof AppError) return review;
  if (to === 'pending-review' && current.listedBy !== null) {
    const refusal = await pendingLimitRefusal(tx, current.listedBy);
    if (refusal) return refusal;
  }
  const publishes = isPublicListingState(to) && !isPublicListingState(from);
  const duplicates = publishes ? await findLikelyDuplicates(tx, current.id) : [];
  if (duplicates.length > 0 && move.confirmDuplicate !== true) return likelyDuplicateRefusal(duplicates);
  const { sendsNewListingAlerts, ...dates } = datesAfterMove(lifecycleOf(current), to, now);
  const confirmed = dates.lastConfirmedAt !== current.lastConfirmedAt;
  // A confirmation counts in the quality score (freshness).
  const qualityScore = qualityScoreOf({ ...current, ...dates }, await photoCountOf(tx, current.id), now);
  return {
    set: {
      listingState: to,
      ...dates,
      qualityScore,
      inPublicSearch: isInPublicSearch({ state: to, lastConfirmedAt: dates.lastConfirmedAt }, now),
      ...(confirmed && { confirmationDueMailedAt: null }),
      ...(review.note !== undefined && { reviewNote: review.note }),
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
          ...(review.mail?.outcome === 'sent-back' && { reason: review.mail.reason }),
        },
      }),
      ...(review.mail && context.mail && current.listedBy !== null
        ? [
            (tx: Transaction) =>
              queueReviewMail(tx, context.mail!, {
                listerId: current.listedBy!,
                listingId: current.id,
                title: current.title,
                version: current.version + 1,
                ...review.mail!,
              }),
          ]
        : []),
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

/**
 * What a move does to the review: approving a listing under review clears its note and mails the lister; sending it
 * back needs a reason, kept as the note and mailed; sending it for review (again) clears the last note.
 */
function reviewOf(
  current: ListingRow,
  move: ListingMove,
):
  | ValidationError
  | {
      note?: string | null;
      mail?: { outcome: 'approved' } | { outcome: 'sent-back'; reason: string };
    } {
  if (move.to === 'pending-review') return { note: null };
  if (current.listingState !== 'pending-review' || move.byLister !== undefined) return {};
  if (move.to === 'live') return { note: null, mail: { outcome: 'approved' } };
  if (move.to === 'draft') {
    const reason = move.reason?.trim() ?? '';
    // A team listing under review has no lister to read a reason; a lister's always gets one.
    if (current.listedBy === null) return { note: reason === '' ? null : reason };
    if (reason === '') {
      return new ValidationError(MY_LISTINGS_MESSAGES.reasonRequired, {
        reason: MY_LISTINGS_MESSAGES.reasonRequired,
      });
    }
    return { note: reason, mail: { outcome: 'sent-back', reason } };
  }
  return {};
}

/**
 * 409 when the lister already has the most listings waiting for review. Their account row is locked first, so two
 * submissions at once are counted one after the other and never both slip under the limit.
 */
async function pendingLimitRefusal(tx: Transaction, listerId: string): Promise<ConflictError | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, listerId)).for('update');
  const [row] = await tx
    .select({ pending: count() })
    .from(properties)
    .where(and(eq(properties.listedBy, listerId), eq(properties.listingState, 'pending-review')));
  return (row?.pending ?? 0) >= MAX_PENDING_REVIEW_PER_LISTER
    ? new ConflictError(MY_LISTINGS_MESSAGES.tooManyPending)
    : null;
}

/** The move in its own transaction: written, already so (nothing written), or a clash with a newer version. */
function writeMove(
  db: Database,
  id: string,
  move: ListingMove,
  actor: AuditActor,
  now: Date,
  context: MoveContext = {},
) {
  return db.transaction(async (tx) => {
    const current = await lockRecord(tx, LISTING, id);
    return saveRecordChange(tx, LISTING, {
      id,
      current,
      version: move.version,
      decision: await judgeMove(tx, current, move, actor, now, context),
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
  context: MoveContext = {},
) {
  const outcome = await writeMove(db, id, move, actor, now, context);
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
  context: MoveContext = {},
): Promise<BulkListingMoveResult[]> {
  const results: BulkListingMoveResult[] = [];
  for (const id of ids) {
    let refusal: AppError | null = null;
    let moved = false;
    try {
      moved = (await writeMove(db, id, { to }, actor, now, context)).kind === 'written';
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
  { version, byLister }: { version: number; byLister?: string | undefined },
  actor: AuditActor,
  now = new Date(),
) {
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRecord(tx, LISTING, id);
    if (byLister !== undefined && current.listedBy !== byLister) throw listingNotFound();
    return saveRecordChange(tx, LISTING, {
      id,
      current,
      version,
      decision: {
        set: {
          lastConfirmedAt: now,
          inPublicSearch: isInPublicSearch({ state: current.listingState, lastConfirmedAt: now }, now),
          confirmationDueMailedAt: null,
          qualityScore: qualityScoreOf({ ...current, lastConfirmedAt: now }, await photoCountOf(tx, id), now),
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
