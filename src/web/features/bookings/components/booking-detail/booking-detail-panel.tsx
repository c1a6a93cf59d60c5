import { useState } from 'react';
import { RecordSidePanel } from '#web/components/ui/record-side-panel';
import { useAdminBooking } from '#web/features/bookings/api/get-admin-booking';
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
  // A booking shown from the list's copy has no time of its own yet: times read relative to the panel's start.
  const [shownSince] = useState(() => Date.now());

  return (
    <RecordSidePanel
      recordId={bookingId}
      query={query}
      noun="booking"
      eyebrow="Visit booking"
      placeholderTitle="Booking"
      notFoundHint="It may have been removed, or the link is wrong."
      onClose={onClose}
    >
      {(booking) => (
        <BookingDetails
          booking={booking}
          fetchedAt={Math.max(query.dataUpdatedAt, shownSince)}
          onShowListingBookings={onShowListingBookings}
        />
      )}
    </RecordSidePanel>
  );
}
