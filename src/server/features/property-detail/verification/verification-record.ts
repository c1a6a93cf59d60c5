/**
 * The property page's verification panel: each check done (with its day) or not, the "Verified" badge only while
 * the rule of domain/listing-verification.ts holds, and "N of M visitors said it matched" from the visitors'
 * answers (domain/visit-feedback.ts). No staff names or notes: those are the team's.
 */
import { count, eq, max, sql } from 'drizzle-orm';
import { indiaToday } from '#domain/india-calendar';
import { listingPageAnswer } from '#domain/listing-lifecycle';
import { VERIFICATION_CHECKS, verificationBadge } from '#domain/listing-verification';
import { type PublicVerificationRecord, type VisitorAnswersSummary } from '#domain/verification-record';
import type { Database } from '#server/db/client';
import { properties, visitFeedback } from '#server/db/schema';
import { listingNotFound } from '#server/listings/listing-record';
import { selectVerificationChecks } from '#server/listings/listing-verification';

async function visitorAnswers(db: Database, listingId: string): Promise<VisitorAnswersSummary | null> {
  const [row] = await db
    .select({
      answered: count(),
      // "Matched" is saidItMatched's rule: the photos matched and the price was as listed.
      matched: sql<number>`count(*) filter (where ${visitFeedback.photosMatched} and ${visitFeedback.priceAsListed})`,
      lastAnsweredAt: max(visitFeedback.answeredAt),
    })
    .from(visitFeedback)
    .where(eq(visitFeedback.propertyId, listingId));
  if (!row?.lastAnsweredAt || row.answered === 0) return null;
  return {
    answered: Number(row.answered),
    matched: Number(row.matched),
    lastAnsweredOn: indiaToday(new Date(row.lastAnsweredAt)),
  };
}

export async function readPublicVerificationRecord(
  db: Database,
  listingId: string,
  now = new Date(),
): Promise<PublicVerificationRecord> {
  const [listing] = await db
    .select({
      state: properties.listingState,
      listedAt: properties.listedAt,
      lastConfirmedAt: properties.lastConfirmedAt,
      leftPublicAt: properties.leftPublicAt,
    })
    .from(properties)
    .where(eq(properties.id, listingId));
  // A draft never published is not there for the public, its record neither.
  if (!listing || listingPageAnswer(listing, now) === 'not-found') throw listingNotFound();
  const [rows, answers] = await Promise.all([
    selectVerificationChecks(db, listingId),
    visitorAnswers(db, listingId),
  ]);
  return {
    checks: VERIFICATION_CHECKS.map((check) => ({
      check,
      checkedOn: rows.find((row) => row.check === check)?.checkedOn ?? null,
    })),
    badge: verificationBadge(rows, indiaToday(now)),
    visitorAnswers: answers,
  };
}
