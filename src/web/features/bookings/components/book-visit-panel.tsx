import { useState } from 'react';
import { VisitorFormCard } from '../../../components/visitor-form/visitor-form-card';
import type { PublicListing } from '../../properties/api/get-listing';
import type { BookingConfirmation as Booking } from '../api/request-visit';
import { BookingConfirmation } from './booking-confirmation';
import { BookVisitForm } from './book-visit-form';

/** Where links to the booking form point. */
export const BOOK_VISIT_ANCHOR = 'book-a-visit';

/** The property page's card for booking a site visit; the confirmation takes the form's place once it is sent. */
export function BookVisitPanel({ listing }: { listing: PublicListing }) {
  const [booking, setBooking] = useState<Booking | null>(null);
  return (
    <VisitorFormCard
      id={BOOK_VISIT_ANCHOR}
      title="Book a site visit"
      intro={
        booking ? null : (
          <p>
            See {listing.propertyStatus === 'rent' ? 'this rental' : 'this property'} in person with a
            HouseHunt advisor. Pick a day and a time that suit you; we call to confirm.
          </p>
        )
      }
    >
      {booking ? (
        <BookingConfirmation booking={booking} onBookAnother={() => setBooking(null)} />
      ) : (
        <BookVisitForm listing={listing} onBooked={setBooking} />
      )}
    </VisitorFormCard>
  );
}
