import { History, ListFilter, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { canRescheduleBooking } from '#domain/booking-management';
import type { AdminBooking } from '#domain/admin-booking';
import { formatVisitDate } from '#domain/india-calendar';
import { ContactLinks } from '#web/components/ui/contact-links';
import { describeTimeSince, formatDateTime } from '#web/lib/relative-time';
import { visitSlotLabel } from '#domain/booking-request';
import { formatVisitDay, visitSlotHours } from '#web/features/bookings/utils/visit-format';
import { BookingListingCell } from '#web/features/bookings/components/admin-list/booking-listing-cell';
import { BookingStatusBadge } from '#web/features/bookings/components/booking-status-badge';
import { BookingNotesEditor } from './booking-notes-editor';
import { BookingStatusActions } from './booking-status-actions';
import { RescheduleForm } from './reschedule-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 border-t border-brand-100 pt-4 dark:border-stone-800">
      <h3 className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Moment({ at, now }: { at: string; now: number }) {
  const date = new Date(at);
  return (
    <time dateTime={at} title={formatDateTime(date)}>
      {`${formatDateTime(date)} (${describeTimeSince(date, now)})`}
    </time>
  );
}

type BookingDetailsProps = {
  booking: AdminBooking;
  /** When the booking was read, so relative times read the same until it is read again. */
  fetchedAt: number;
  /** Lists this listing's bookings only (closes the panel). */
  onShowListingBookings: (listingId: string) => void;
};

/** Everything about one booking, and what the team can do with it. */
export function BookingDetails({ booking, fetchedAt, onShowListingBookings }: BookingDetailsProps) {
  const { rescheduledFrom } = booking;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <BookingStatusBadge status={booking.status} />
        <span className="text-sm text-stone-600 dark:text-stone-400">
          Reference <span className="font-mono">{booking.reference}</span>
        </span>
      </div>

      <Section title="Visit">
        <p className="text-base font-semibold text-stone-900 dark:text-stone-50">
          {formatVisitDate(booking.preferredDate)}
        </p>
        <p className="text-sm text-stone-700 dark:text-stone-200">{visitSlotLabel(booking.timeSlot)}</p>
        {rescheduledFrom ? (
          <p className="flex items-start gap-1.5 text-sm text-stone-600 dark:text-stone-300">
            <History className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {`Rescheduled from ${formatVisitDay(rescheduledFrom.preferredDate)}, ${visitSlotHours(rescheduledFrom.timeSlot)}`}
              {' on '}
              <Moment at={rescheduledFrom.at} now={fetchedAt} />
            </span>
          </p>
        ) : null}
        <div className="space-y-3 pt-2">
          <BookingStatusActions booking={booking} />
          {canRescheduleBooking(booking.status) ? (
            <RescheduleForm key={booking.updatedAt} booking={booking} />
          ) : null}
        </div>
      </Section>

      <Section title="Listing">
        <BookingListingCell listing={booking.listing} />
        {booking.listing.id ? (
          <button
            type="button"
            onClick={() => onShowListingBookings(booking.listing.id ?? '')}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-amber-300"
          >
            <ListFilter className="size-4" aria-hidden="true" />
            All bookings for this listing
          </button>
        ) : null}
      </Section>

      <Section title="Visitor">
        <p className="font-medium text-stone-900 dark:text-stone-50">{booking.name}</p>
        <ContactLinks phone={booking.phone} email={booking.email} />
        {booking.userId ? (
          <p className="flex items-center gap-1.5 text-xs text-stone-600 dark:text-stone-400">
            <UserCheck className="size-4" aria-hidden="true" />
            Booked while signed in to a HouseHunt account
          </p>
        ) : null}
      </Section>

      <Section title="Message from the visitor">
        {booking.message ? (
          <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm whitespace-pre-line break-words text-stone-800 dark:bg-stone-800 dark:text-stone-100">
            {booking.message}
          </p>
        ) : (
          <p className="text-sm text-stone-600 dark:text-stone-400">No message.</p>
        )}
      </Section>

      <Section title="Notes">
        <BookingNotesEditor booking={booking} />
      </Section>

      <Section title="History">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-stone-700 dark:text-stone-200">
          <dt className="text-stone-600 dark:text-stone-400">Requested</dt>
          <dd>
            <Moment at={booking.createdAt} now={fetchedAt} />
          </dd>
          <dt className="text-stone-600 dark:text-stone-400">Last change</dt>
          <dd>
            <Moment at={booking.updatedAt} now={fetchedAt} />
          </dd>
        </dl>
      </Section>
    </div>
  );
}
