/**
 * A visitor's three answers after a completed visit (domain/visit-feedback.ts): taken once per booking, through
 * the signed link of the "How was your visit?" mail or, signed in, from My HouseHunt (the account feature is
 * given `giveVisitFeedback` by the composition root). The answer is kept with the listing the visit was to, for
 * the property page's "N of M visitors said it matched".
 */
import { eq } from 'drizzle-orm';
import { daysBetween, indiaToday } from '#domain/india-calendar';
import {
  canGiveVisitFeedback,
  VISIT_FEEDBACK_DAYS,
  VISIT_FEEDBACK_MESSAGES,
  type VisitFeedback,
  type VisitFeedbackVisit,
} from '#domain/visit-feedback';
import type { Database } from '#server/db/client';
import { bookings, properties, visitFeedback } from '#server/db/schema';
import { AppError, NotFoundError } from '#server/errors';
import { bookingOfFeedbackLink } from './feedback-link.js';

export class VisitFeedbackAlreadyGivenError extends AppError {
  constructor() {
    super(409, 'VISIT_FEEDBACK_ALREADY_GIVEN', VISIT_FEEDBACK_MESSAGES.alreadyGiven);
  }
}

export class VisitNotCompletedError extends AppError {
  constructor() {
    super(409, 'VISIT_NOT_COMPLETED', VISIT_FEEDBACK_MESSAGES.notCompleted);
  }
}

export class VisitFeedbackExpiredError extends AppError {
  constructor() {
    super(410, 'VISIT_FEEDBACK_EXPIRED', VISIT_FEEDBACK_MESSAGES.expired);
  }
}

async function selectFeedbackVisit(db: Pick<Database, 'select'>, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      reference: bookings.reference,
      status: bookings.status,
      preferredDate: bookings.preferredDate,
      propertyId: bookings.propertyId,
      propertyTitle: bookings.propertyTitle,
      listingTitle: properties.title,
      answeredAt: visitFeedback.answeredAt,
    })
    .from(bookings)
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(visitFeedback, eq(visitFeedback.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

type FeedbackVisitRow = NonNullable<Awaited<ReturnType<typeof selectFeedbackVisit>>>;

function toFeedbackVisit(row: FeedbackVisitRow, now: Date): VisitFeedbackVisit {
  return {
    reference: row.reference,
    preferredDate: row.preferredDate,
    listing: { id: row.propertyId, title: row.listingTitle ?? row.propertyTitle },
    answeredAt: row.answeredAt?.toISOString() ?? null,
    canAnswer:
      row.propertyId !== null &&
      canGiveVisitFeedback({ ...row, answered: row.answeredAt !== null }, indiaToday(now)),
  };
}

/** Why a visit cannot be answered now, in the visitor's words; null when it can. */
function refusal(row: FeedbackVisitRow, now: Date): AppError | null {
  if (row.answeredAt) return new VisitFeedbackAlreadyGivenError();
  if (row.status !== 'completed') return new VisitNotCompletedError();
  if (daysBetween(row.preferredDate, indiaToday(now)) > VISIT_FEEDBACK_DAYS)
    return new VisitFeedbackExpiredError();
  // The listing was deleted: there is no page left for the answer to count on.
  if (!row.propertyId) return new NotFoundError(VISIT_FEEDBACK_MESSAGES.gone);
  return null;
}

const gone = () => new NotFoundError(VISIT_FEEDBACK_MESSAGES.gone);

/**
 * Keeps the answers to booking `bookingId`, once: the first answer stands, and a second (a double click, another
 * device) is refused with VISIT_FEEDBACK_ALREADY_GIVEN. `userId`, when given, must be the booking's (My
 * HouseHunt): someone else's visit is not there for them.
 */
export async function giveVisitFeedback(
  db: Database,
  bookingId: string,
  answers: VisitFeedback,
  { userId, now = new Date() }: { userId?: string; now?: Date } = {},
): Promise<VisitFeedbackVisit> {
  const row = await selectFeedbackVisit(db, bookingId);
  if (!row || (userId !== undefined && row.userId !== userId)) throw gone();
  const refused = refusal(row, now);
  if (refused) throw refused;
  // The booking's key makes the answer once-only even for two answers sent at the same moment.
  const inserted = await db
    .insert(visitFeedback)
    .values({ bookingId, propertyId: row.propertyId!, ...answers, answeredAt: now })
    .onConflictDoNothing()
    .returning({ bookingId: visitFeedback.bookingId });
  if (inserted.length === 0) throw new VisitFeedbackAlreadyGivenError();
  return toFeedbackVisit({ ...row, answeredAt: now }, now);
}

/** The visit a genuine link names, for its page: the home and the day, whether it was answered, and if it can be. */
export async function describeVisitForFeedback(
  db: Database,
  secret: string,
  token: string,
  now = new Date(),
): Promise<VisitFeedbackVisit> {
  const row = await selectFeedbackVisit(db, bookingOfFeedbackLink(secret, token));
  if (!row) throw gone();
  return toFeedbackVisit(row, now);
}

export function giveVisitFeedbackByLink(
  db: Database,
  secret: string,
  token: string,
  answers: VisitFeedback,
): Promise<VisitFeedbackVisit> {
  return giveVisitFeedback(db, bookingOfFeedbackLink(secret, token), answers);
}
