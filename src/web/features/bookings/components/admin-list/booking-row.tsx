import type { AdminBooking } from '#domain/admin-booking';
import { AdminCell, OpenableRow, OpenRecordCell, TimeSinceCell } from '#web/components/ui/admin-table';
import { ContactLinks } from '#web/components/ui/contact-links';
import { formatVisitDay, visitSlotHours } from '#web/features/bookings/utils/visit-format';
import { BookingStatusBadge } from '#web/features/bookings/components/booking-status-badge';
import { BookingListingCell } from './booking-listing-cell';

type BookingRowProps = {
  booking: AdminBooking;
  /** When the rows were fetched, so "Requested" reads relative to what the table shows. */
  now: number;
  selected: boolean;
  onOpen: (booking: AdminBooking) => void;
};

export function BookingRow({ booking, now, selected, onOpen }: BookingRowProps) {
  return (
    <OpenableRow selected={selected}>
      <AdminCell label="Listing" className="@3xl:max-w-80">
        <BookingListingCell listing={booking.listing} />
      </AdminCell>
      <OpenRecordCell name={booking.name} notes={booking.notes} onOpen={() => onOpen(booking)} />
      <AdminCell label="Contact">
        <ContactLinks phone={booking.phone} email={booking.email} />
      </AdminCell>
      <AdminCell label="Visit" className="whitespace-nowrap">
        <time
          dateTime={booking.preferredDate}
          className="block font-medium text-stone-900 dark:text-stone-50"
        >
          {formatVisitDay(booking.preferredDate)}
        </time>
        <span className="text-xs text-stone-600 dark:text-stone-400">{visitSlotHours(booking.timeSlot)}</span>
      </AdminCell>
      <AdminCell label="Status">
        <BookingStatusBadge status={booking.status} />
      </AdminCell>
      <AdminCell
        label="Reference"
        className="font-mono text-sm whitespace-nowrap text-stone-700 dark:text-stone-200"
      >
        {booking.reference}
      </AdminCell>
      <TimeSinceCell label="Requested" at={booking.createdAt} now={now} />
    </OpenableRow>
  );
}
