import { StickyNote } from 'lucide-react';
import type { AdminBooking } from '../../../../../domain/booking-management';
import { ContactLinks } from '../../../../components/ui/contact-links';
import { describeTimeSince, formatDateTime } from '../../../../lib/relative-time';
import { formatVisitDay, visitSlotHours } from '../../visit-format';
import { BookingStatusBadge } from '../booking-status-badge';
import { BookingListingCell } from './booking-listing-cell';

type BookingRowProps = {
  booking: AdminBooking;
  /** When the rows were fetched, so "Requested" reads relative to what the table shows. */
  now: number;
  /** The booking whose panel is open, highlighted so the admin sees where they were. */
  selected: boolean;
  onOpen: (booking: AdminBooking) => void;
};

export function BookingRow({ booking, now, selected, onOpen }: BookingRowProps) {
  const createdAt = new Date(booking.createdAt);
  return (
    <tr
      aria-current={selected ? 'true' : undefined}
      className="hover:bg-brand-50/50 aria-[current]:bg-brand-50 dark:hover:bg-stone-800/50 dark:aria-[current]:bg-stone-800"
    >
      <td className="max-w-80 px-3 py-2">
        <BookingListingCell listing={booking.listing} />
      </td>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        <button
          type="button"
          onClick={() => onOpen(booking)}
          aria-haspopup="dialog"
          className="inline-flex items-center gap-1.5 text-left text-brand-800 underline-offset-2 hover:underline dark:text-amber-300"
        >
          {booking.name}
          {booking.notes ? (
            <span title={booking.notes} className="text-stone-500 dark:text-stone-400">
              <StickyNote className="size-4" aria-hidden="true" />
              <span className="sr-only">(has notes)</span>
            </span>
          ) : null}
        </button>
      </th>
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
      <td className="px-3 py-2 whitespace-nowrap text-stone-600 dark:text-stone-300">
        <time dateTime={booking.createdAt} title={formatDateTime(createdAt)}>
          {describeTimeSince(createdAt, now)}
        </time>
      </td>
    </tr>
  );
}
