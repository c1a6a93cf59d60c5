/**
 * The notifications a new visit booking or enquiry puts in the team's inbox, written inside its transaction, and
 * read when the team deals with that booking or enquiry.
 */
import { visitSlotLabel } from '#domain/booking-request';
import { CONSTRUCTION_BUDGET_LABELS, type ConstructionBudget } from '#domain/enquiry-request';
import { formatVisitDate } from '#domain/india-calendar';
import type { Database } from '#server/db/client';
import type { bookings, enquiries } from '#server/db/schema';
import { markReadByLink, notifyTeam, type NewNotification } from './team-inbox.js';

type BookingRow = typeof bookings.$inferSelect;
type EnquiryRow = typeof enquiries.$inferSelect;

/** The enquiries screen with this enquiry open. */
export const enquiryLink = (id: string) => `/admin/enquiries?enquiry=${id}`;
/** The bookings screen with this booking open. */
export const bookingLink = (id: string) => `/admin/bookings?booking=${id}`;

// Other notices may open a booking too (a deleted listing's soonest visit), but speak of more than that booking.
const BOOKING_NOTICE_TYPE = 'booking';
const ENQUIRY_NOTICE_TYPE = 'message';

function bookingNotice(booking: BookingRow): NewNotification {
  return {
    type: BOOKING_NOTICE_TYPE,
    // A visitor waits for a call to confirm: the quicker the team rings, the likelier the visit happens.
    priority: 'high',
    link: bookingLink(booking.id),
    message:
      `${booking.name} would like to visit "${booking.propertyTitle}" on ` +
      `${formatVisitDate(booking.preferredDate)} (${visitSlotLabel(booking.timeSlot).toLowerCase()}).`,
  };
}

/** One line saying who wrote about what, for the notice and the team's mails. */
export function enquiryMessage(enquiry: EnquiryRow): string {
  switch (enquiry.kind) {
    case 'construction': {
      const budget = CONSTRUCTION_BUDGET_LABELS[enquiry.details.budgetRange as ConstructionBudget];
      const where = enquiry.city ? ` in ${enquiry.city}` : '';
      return `${enquiry.name} would like a villa built on their plot${where}${budget ? ` (budget ${budget})` : ''}.`;
    }
    case 'property': {
      const title = enquiry.details.propertyTitle;
      return typeof title === 'string'
        ? `${enquiry.name} asked about "${title}".`
        : `${enquiry.name} asked about a listing.`;
    }
    case 'contact':
      return `${enquiry.name} sent a question from the contact page.`;
  }
}

function enquiryNotice(enquiry: EnquiryRow): NewNotification {
  return {
    type: ENQUIRY_NOTICE_TYPE,
    // A villa to build is a project worth crores; other enquiries can wait for the next round of calls.
    priority: enquiry.kind === 'construction' ? 'high' : 'medium',
    link: enquiryLink(enquiry.id),
    message: enquiryMessage(enquiry),
  };
}

export const notifyNewBooking = (tx: Database, booking: BookingRow) => notifyTeam(tx, bookingNotice(booking));
export const notifyNewEnquiry = (tx: Database, enquiry: EnquiryRow) => notifyTeam(tx, enquiryNotice(enquiry));

/** A booking confirmed, cancelled or moved has been dealt with: its notice no longer asks for the team. */
export const readBookingNotice = (tx: Pick<Database, 'update'>, bookingId: string) =>
  markReadByLink(tx, { type: BOOKING_NOTICE_TYPE, link: bookingLink(bookingId) });

/** An enquiry marked contacted or closed has been dealt with: its notice no longer asks for the team. */
export const readEnquiryNotice = (tx: Pick<Database, 'update'>, enquiryId: string) =>
  markReadByLink(tx, { type: ENQUIRY_NOTICE_TYPE, link: enquiryLink(enquiryId) });
