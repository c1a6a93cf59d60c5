/** Visit bookings: a visitor asks to see a listing; the team confirms by phone (management.ts is the team's side). */
import type { BookingRequest } from '#domain/booking-request';
import type { Database } from '#server/db/client';
import { bookings } from '#server/db/schema';
import { insertOnce } from '#server/anonymous-forms/visitor-records';
import { findListingAskedAbout } from '#server/anonymous-forms/listing-asked-about';
import type { Submitted } from '#server/anonymous-forms/submission-guard';
import { notifyNewBooking } from '#server/notices/visitor-record-notices';
import { queueNewBookingTeamMails } from '#server/notices/team-mails';
import { queueVisitMail, type VisitMailContext } from './visit-mails.js';

export type BookingRow = typeof bookings.$inferSelect;

/**
 * Books a visit, status pending; a key seen before returns the booking it made (`replayed`). The team's notice
 * and the mails (the visitor's "Visit requested", the admins who asked for new bookings) are written with it.
 */
export async function requestVisit(
  db: Database,
  submitted: Submitted<BookingRequest>,
  mail: VisitMailContext,
): Promise<{ booking: BookingRow; replayed: boolean }> {
  const { request, userId } = submitted;
  const { row, replayed } = await insertOnce(
    db,
    bookings,
    submitted,
    async () => {
      const listing = await findListingAskedAbout(db, request.propertyId);
      return {
        propertyId: listing.id,
        propertyTitle: listing.title,
        userId,
        name: request.name,
        phone: request.phone,
        email: request.email ?? null,
        preferredDate: request.preferredDate,
        timeSlot: request.timeSlot,
        message: request.message ?? null,
        status: 'pending',
      };
    },
    async (tx, booking) => {
      await notifyNewBooking(tx, booking);
      await queueVisitMail(tx, mail, booking, 'requested');
      await queueNewBookingTeamMails(tx, mail, booking);
    },
  );
  return { booking: row, replayed };
}

/** What the visitor who booked sees: their own request, without the team's notes or account links. */
export function toBookingConfirmation(booking: BookingRow) {
  return {
    id: booking.id,
    reference: booking.reference,
    propertyId: booking.propertyId,
    propertyTitle: booking.propertyTitle,
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    preferredDate: booking.preferredDate,
    timeSlot: booking.timeSlot,
    message: booking.message,
    status: booking.status,
    createdAt: booking.createdAt.toISOString(),
  };
}
