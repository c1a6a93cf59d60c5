/** The visits booked to a listing from today on, which taking it down (archive, sold, rented, delete) asks about. */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { indiaToday } from '#domain/india-calendar';
import type { AuditActor } from '#server/audit/audit-log';
import type { Database } from '#server/db/client';
import { bookings } from '#server/db/schema';
import { queueJobInTransaction } from '#server/jobs/job-queue';
import { CANCEL_LISTING_VISITS_JOB } from '#server/listings/listing-visits-cancel-job';

/** Pending or confirmed, on a day from today (India) on: the visits a visitor still expects to make. */
export async function upcomingVisitIds(
  db: Pick<Database, 'select'>,
  listingId: string,
  now = new Date(),
): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, listingId),
        inArray(bookings.status, ['pending', 'confirmed']),
        gte(bookings.preferredDate, indiaToday(now)),
      ),
    )
    .orderBy(asc(bookings.preferredDate), asc(bookings.timeSlot), asc(bookings.id));
  return rows.map((row) => row.id);
}

/**
 * Queues, in the caller's transaction, the bookings feature's job that cancels these visits and mails each
 * visitor; nothing when there are none.
 */
export async function queueVisitCancellations(
  tx: Pick<Database, 'execute'>,
  bookingIds: readonly string[],
  actor: AuditActor,
): Promise<void> {
  if (bookingIds.length === 0) return;
  await queueJobInTransaction(tx, CANCEL_LISTING_VISITS_JOB, { bookingIds: [...bookingIds], actor });
}
