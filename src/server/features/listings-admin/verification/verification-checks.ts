/**
 * The team's verification record of a listing (issue 22): each check recorded with the day it was done, re-dated
 * or removed, audited with who and when. A change goes through the listing's record write (decision 022): the
 * listing is locked, so two admins' changes to its record queue up, and a listing deleted meanwhile is a 404.
 * The listing's version stays as it is (as the featured switch leaves it), so an edit form open on the listing
 * does not go stale because its record changed.
 */
import { and, eq } from 'drizzle-orm';
import { indiaToday } from '#domain/india-calendar';
import { VERIFICATION_CHECKS, type VerificationCheck, verificationBadge } from '#domain/listing-verification';
import { type AdminVerificationRecord, type VerificationCheckEntry } from '#domain/verification-record';
import { type AuditActor, audited } from '#server/audit/audit-log';
import type { Database } from '#server/db/client';
import {
  lockRecord,
  type RecordDecision,
  recordWriteResult,
  type RecordWriteResult,
  saveRecordChange,
  type Transaction,
} from '#server/db/record-write';
import { listingVerificationChecks, type properties } from '#server/db/schema';
import { listingNotFound } from '#server/listings/listing-record';
import { selectVerificationChecks } from '#server/listings/listing-verification';
import { LISTING } from '#server/listings/listing-writes';

type ListingRow = typeof properties.$inferSelect;

/** The record as the admin sees it: every check, done or not, and the badge it gives today. */
export async function readVerificationRecord(
  db: Pick<Database, 'select'>,
  listingId: string,
  now = new Date(),
): Promise<AdminVerificationRecord> {
  const rows = await selectVerificationChecks(db, listingId);
  return {
    checks: VERIFICATION_CHECKS.map((check) => {
      const row = rows.find((done) => done.check === check);
      return {
        check,
        done: row
          ? {
              checkedOn: row.checkedOn,
              note: row.note,
              checkedBy: row.checkedBy,
              recordedAt: row.recordedAt.toISOString(),
            }
          : null,
      };
    }),
    badge: verificationBadge(rows, indiaToday(now)),
  };
}

export async function findVerificationRecord(db: Database, listingId: string) {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: LISTING.key })
      .from(LISTING.table)
      .where(eq(LISTING.key, listingId));
    if (!listing) throw listingNotFound();
    return readVerificationRecord(tx, listingId);
  });
}

async function storedCheck(tx: Transaction, listingId: string, check: VerificationCheck) {
  const [row] = await tx
    .select()
    .from(listingVerificationChecks)
    .where(
      and(eq(listingVerificationChecks.propertyId, listingId), eq(listingVerificationChecks.check, check)),
    );
  return row ?? null;
}

/** The listing locked, the check judged against what is stored, then saved through the listing's record write. */
async function changeCheck(
  db: Database,
  listingId: string,
  check: VerificationCheck,
  decide: (
    listing: ListingRow,
    stored: Awaited<ReturnType<typeof storedCheck>>,
  ) => RecordDecision<ListingRow>,
): Promise<RecordWriteResult<AdminVerificationRecord>> {
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRecord(tx, LISTING, listingId);
    const decision = decide(current, await storedCheck(tx, listingId, check));
    return saveRecordChange(tx, LISTING, { id: listingId, current, version: undefined, decision });
  });
  return recordWriteResult(outcome, await readVerificationRecord(db, listingId));
}

const shown = (row: { checkedOn: string; note: string | null } | null) =>
  row && { checkedOn: row.checkedOn, note: row.note };

/** Records a check, or re-dates it or changes its note; the same day and note again changes nothing. */
export function recordVerificationCheck(
  db: Database,
  listingId: string,
  check: VerificationCheck,
  entry: VerificationCheckEntry,
  actor: AuditActor,
): Promise<RecordWriteResult<AdminVerificationRecord>> {
  return changeCheck(db, listingId, check, (listing, stored) => {
    if (stored && stored.checkedOn === entry.checkedOn && stored.note === entry.note) return null;
    const row = { ...entry, checkedBy: actor.id, recordedAt: new Date() };
    return {
      set: { updatedAt: new Date() },
      keepsVersion: true,
      effects: [
        (tx) =>
          tx
            .insert(listingVerificationChecks)
            .values({ propertyId: listingId, check, ...row })
            .onConflictDoUpdate({
              target: [listingVerificationChecks.propertyId, listingVerificationChecks.check],
              set: row,
            }),
        audited({
          actor,
          action: 'property.verification-recorded',
          entityType: 'property',
          entityId: listingId,
          details: { title: listing.title, check, from: shown(stored), to: shown(entry) },
        }),
      ],
    };
  });
}

/** Takes a check off the record; one that is not there changes nothing. */
export function removeVerificationCheck(
  db: Database,
  listingId: string,
  check: VerificationCheck,
  actor: AuditActor,
): Promise<RecordWriteResult<AdminVerificationRecord>> {
  return changeCheck(db, listingId, check, (listing, stored) => {
    if (!stored) return null;
    return {
      set: { updatedAt: new Date() },
      keepsVersion: true,
      effects: [
        (tx) =>
          tx
            .delete(listingVerificationChecks)
            .where(
              and(
                eq(listingVerificationChecks.propertyId, listingId),
                eq(listingVerificationChecks.check, check),
              ),
            ),
        audited({
          actor,
          action: 'property.verification-removed',
          entityType: 'property',
          entityId: listingId,
          details: { title: listing.title, check, from: shown(stored) },
        }),
      ],
    };
  });
}
