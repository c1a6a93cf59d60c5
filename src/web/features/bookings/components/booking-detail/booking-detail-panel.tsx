import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { LoadErrorState } from '../../../../components/ui/load-error-state';
import { SidePanel } from '../../../../components/ui/side-panel';
import { ApiError } from '../../../../lib/api-client';
import { useAdminBooking } from '../../api/get-admin-booking';
import { BookingDetails } from './booking-details';

type BookingDetailPanelProps = {
  /** The booking to show; undefined keeps the panel closed. */
  bookingId: string | undefined;
  onClose: () => void;
  onShowListingBookings: (listingId: string) => void;
};

/** One booking in the side panel over the list or the agenda, read from the server (the row's copy shows first). */
export function BookingDetailPanel({ bookingId, onClose, onShowListingBookings }: BookingDetailPanelProps) {
  const query = useAdminBooking(bookingId);
  const booking = query.data;
  // A booking shown from the list's copy has no time of its own yet: times read relative to the panel's start.
  const [shownSince] = useState(() => Date.now());

  const body = () => {
    if (booking) {
      return (
        <BookingDetails
          booking={booking}
          fetchedAt={Math.max(query.dataUpdatedAt, shownSince)}
          onShowListingBookings={onShowListingBookings}
        />
      );
    }
    if (query.isError) {
      const gone = query.error instanceof ApiError && query.error.status === 404;
      return gone ? (
        <p role="alert" className="text-sm text-stone-700 dark:text-stone-200">
          {`${query.error.message} It may have been removed, or the link is wrong.`}
        </p>
      ) : (
        <LoadErrorState
          title="Could not load the booking"
          message={query.error.message}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-300">
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        Loading the booking...
      </p>
    );
  };

  return (
    <SidePanel
      open={bookingId !== undefined}
      eyebrow="Visit booking"
      title={booking ? booking.name : 'Booking'}
      closeLabel="Close booking details"
      onClose={onClose}
    >
      {body()}
    </SidePanel>
  );
}
