import { VISIT_TIME_SLOT_LABELS } from '#domain/visit-times';
import { formatIndianMobile } from '#domain/indian-mobile';
import { formatVisitDate } from '#domain/india-calendar';
import { SubmissionReceived } from '#web/components/visitor-form/submission-received';
import type { BookingConfirmation as Booking } from '#web/features/bookings/api/request-visit';

/** What the visitor sees once a visit is requested: when, what happens next, and a reference to quote. */
export function BookingConfirmation({
  booking,
  onBookAnother,
}: {
  booking: Booking;
  onBookAnother: () => void;
}) {
  return (
    <SubmissionReceived title="Visit requested" againLabel="Book another visit" onAgain={onBookAnother}>
      <p>
        Thank you, {booking.name}. You have asked to see <strong>{booking.propertyTitle}</strong> on:
      </p>
      <p
        data-testid="booking-when"
        className="rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-900 dark:bg-stone-800 dark:text-amber-200"
      >
        {formatVisitDate(booking.preferredDate)}
        <br />
        {VISIT_TIME_SLOT_LABELS[booking.timeSlot]}
      </p>
      <p>
        A HouseHunt property advisor will call you on {formatIndianMobile(booking.phone)} within a few working
        hours to confirm the time and share the meeting point. Until then the visit is awaiting confirmation.
      </p>
      <p className="text-stone-600 dark:text-stone-400">
        Booking reference: <span className="font-mono">{booking.reference}</span>
      </p>
    </SubmissionReceived>
  );
}
