import { Trans, useLingui } from '@lingui/react/macro';
import { formatIndianMobile } from '#domain/indian-mobile';
import { SubmissionReceived } from '#web/components/visitor-form/submission-received';
import type { BookingConfirmation as Booking } from '#web/features/bookings/api/request-visit';
import { visitDateText } from '#web/features/bookings/utils/visit-texts';
import { visitSlotText } from '#web/lib/labels/visit-slots';

/** What the visitor sees once a visit is requested: when, what happens next, and a reference to quote. */
export function BookingConfirmation({
  booking,
  onBookAnother,
}: {
  booking: Booking;
  onBookAnother: () => void;
}) {
  const { t, i18n } = useLingui();
  const phone = formatIndianMobile(booking.phone);
  return (
    <SubmissionReceived title={t`Visit requested`} againLabel={t`Book another visit`} onAgain={onBookAnother}>
      <p>
        <Trans>
          Thank you, {booking.name}. You have asked to see <strong>{booking.propertyTitle}</strong> on:
        </Trans>
      </p>
      <p
        data-testid="booking-when"
        className="rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-900 dark:bg-stone-800 dark:text-amber-200"
      >
        {visitDateText(i18n, booking.preferredDate)}
        <br />
        {visitSlotText(i18n, booking.timeSlot)}
      </p>
      <p>
        <Trans>
          A HouseHunt property advisor will call you on {phone} within a few working hours to confirm the time
          and share the meeting point. Until then the visit is awaiting confirmation.
        </Trans>
      </p>
      <p className="text-stone-600 dark:text-stone-400">
        <Trans>
          Booking reference: <span className="font-mono">{booking.reference}</span>
        </Trans>
      </p>
    </SubmissionReceived>
  );
}
