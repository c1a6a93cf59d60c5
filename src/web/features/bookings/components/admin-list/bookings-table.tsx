import { BOOKING_SORT_LABELS, type BookingSort } from '#domain/booking-management';
import type { AdminBooking } from '#domain/admin-booking';
import { AdminTable, ColumnHeader } from '#web/components/ui/admin-table';
import { SortableColumnHeader } from '#web/components/ui/sortable-column-header';
import { columnSortDirection, type BookingColumn } from '#web/features/bookings/utils/booking-list-params';
import { BookingRow } from './booking-row';

type BookingsTableProps = {
  /** The rows to show; undefined while the first page loads. */
  bookings: AdminBooking[] | undefined;
  pageSize: number;
  sort: BookingSort;
  onSort: (column: BookingColumn) => void;
  /** A newer page is loading while these rows stay on screen. */
  busy: boolean;
  fetchedAt: number;
  openBookingId: string | undefined;
  onOpen: (booking: AdminBooking) => void;
};

/** The bookings as a table (cards on a phone) that scrolls sideways inside its own box when the screen is narrower. */
export function BookingsTable({
  bookings,
  pageSize,
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
    <AdminTable
      caption={`Visit bookings, ${BOOKING_SORT_LABELS[sort].toLowerCase()}`}
      minWidthClass="@3xl:min-w-[66rem]"
      columnCount={7}
      columns={
        <>
          <ColumnHeader>Listing</ColumnHeader>
          <SortableColumnHeader label="Visitor" {...sortProps('visitor')} />
          <ColumnHeader>Contact</ColumnHeader>
          <SortableColumnHeader label="Visit" {...sortProps('visit')} />
          <ColumnHeader>Status</ColumnHeader>
          <ColumnHeader>Reference</ColumnHeader>
          <SortableColumnHeader label="Requested" {...sortProps('created')} />
        </>
      }
      rows={bookings?.map((booking) => (
        <BookingRow
          key={booking.id}
          booking={booking}
          now={fetchedAt}
          selected={booking.id === openBookingId}
          onOpen={onOpen}
        />
      ))}
      pageSize={pageSize}
      busy={busy}
    />
  );
}
