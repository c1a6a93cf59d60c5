import type { AdminBooking, BookingSort } from '../../../../../domain/booking-management';
import { BOOKING_SORT_LABELS } from '../../../../../domain/booking-management';
import { SkeletonRows } from '../../../../components/ui/skeleton-rows';
import { SortableColumnHeader } from '../../../../components/ui/sortable-column-header';
import { columnSortDirection, type BookingColumn } from '../../booking-list-params';
import { BookingRow } from './booking-row';

const COLUMN_COUNT = 6;
const plainHeader = 'px-3 py-2 text-left text-xs font-semibold tracking-wide uppercase';

type BookingsTableProps = {
  /** The rows to show; undefined while the first page loads (skeleton rows stand in). */
  bookings: AdminBooking[] | undefined;
  skeletonRows: number;
  sort: BookingSort;
  onSort: (column: BookingColumn) => void;
  /** A newer page is loading while these rows stay on screen. */
  busy: boolean;
  fetchedAt: number;
  openBookingId: string | undefined;
  onOpen: (booking: AdminBooking) => void;
};

/** The bookings as a table that scrolls sideways inside its own box on a narrow screen. */
export function BookingsTable({
  bookings,
  skeletonRows,
  sort,
  onSort,
  busy,
  fetchedAt,
  openBookingId,
  onOpen,
}: BookingsTableProps) {
  const sortProps = (column: BookingColumn) => ({
    sorted: columnSortDirection(sort, column),
    onSort: () => onSort(column),
  });
  return (
    <div className="overflow-x-auto">
      <table
        aria-busy={busy || bookings === undefined}
        className={`w-full min-w-[60rem] text-sm transition-opacity motion-reduce:transition-none ${busy ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">{`Visit bookings, ${BOOKING_SORT_LABELS[sort].toLowerCase()}`}</caption>
        <thead className="border-b border-brand-100 bg-stone-50 text-stone-600 dark:border-stone-800 dark:bg-stone-900/60 dark:text-stone-300">
          <tr>
            <th scope="col" className={plainHeader}>
              Listing
            </th>
            <SortableColumnHeader label="Visitor" {...sortProps('visitor')} />
            <th scope="col" className={plainHeader}>
              Contact
            </th>
            <SortableColumnHeader label="Visit" {...sortProps('visit')} />
            <th scope="col" className={plainHeader}>
              Status
            </th>
            <SortableColumnHeader label="Requested" {...sortProps('created')} />
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100 dark:divide-stone-800">
          {bookings === undefined ? (
            <SkeletonRows rows={skeletonRows} columns={COLUMN_COUNT} />
          ) : (
            bookings.map((booking) => (
              <BookingRow
                key={booking.id}
                booking={booking}
                now={fetchedAt}
                selected={booking.id === openBookingId}
                onOpen={onOpen}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
