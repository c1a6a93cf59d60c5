import type { AdminBooking } from '../../../../../domain/booking-management';
import { OpenableRow, OpenRecordCell, TimeSinceCell } from '../../../../components/ui/admin-table';
import { ContactLinks } from '../../../../components/ui/contact-links';
import { formatVisitDay, visitSlotHours } from '../../visit-format';
import { BookingStatusBadge } from '../booking-status-badge';
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
      <td className="max-w-80 px-3 py-2">
        <BookingListingCell listing={booking.listing} />
      </td>
      <OpenRecordCell name={booking.name} notes={booking.notes} onOpen={() => onOpen(booking)} />
      <td className="px-3 py-2">
        <ContactLinks phone={booking.phone} email={booking.email} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <time
          dateTime={booking.preferredDate}
          className="block font-medium text-stone-900 dark:text-stone-50"
        >
          {formatVisitDay(booking.preferredDate)}
        </time>
        <span className="text-xs text-stone-600 dark:text-stone-400">{visitSlotHours(booking.timeSlot)}</span>
      </td>
      <td className="px-3 py-2">
        <BookingStatusBadge status={booking.status} />
      </td>
      <td className="px-3 py-2 font-mono text-sm whitespace-nowrap text-stone-700 dark:text-stone-200">
        {booking.reference}
      </td>
      <TimeSinceCell at={booking.createdAt} now={now} />
    </OpenableRow>
  );
}
