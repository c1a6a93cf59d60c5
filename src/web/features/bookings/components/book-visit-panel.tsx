import { Trans, useLingui } from '@lingui/react/macro';
import type { PropertyStatus } from '#domain/taxonomy';
import { VisitorFormCard } from '#web/components/visitor-form/visitor-form-card';
import type { BookingConfirmation as Booking } from '#web/features/bookings/api/request-visit';
import { BookingConfirmation } from './booking-confirmation';
import { BOOK_VISIT_ANCHOR } from './book-visit-anchor';
import { BookVisitForm } from './book-visit-form';

/** The property page's card for booking a site visit; the confirmation takes the form's place once it is sent. */
export function BookVisitPanel({ listing }: { listing: { id: string; propertyStatus: PropertyStatus } }) {
  const { t } = useLingui();
  return (
    <VisitorFormCard<Booking>
      id={BOOK_VISIT_ANCHOR}
      title={t`Book a site visit`}
      intro={
        <p>
          {listing.propertyStatus === 'rent' ? (
            <Trans>
              See this rental in person with a HouseHunt advisor. Pick a day and a time that suit you; we call
              to confirm.
            </Trans>
          ) : (
            <Trans>
              See this property in person with a HouseHunt advisor. Pick a day and a time that suit you; we
              call to confirm.
            </Trans>
          )}
        </p>
      }
      form={(onBooked) => <BookVisitForm listing={listing} onBooked={onBooked} />}
      received={(booking, bookAnother) => (
        <BookingConfirmation booking={booking} onBookAnother={bookAnother} />
      )}
    />
  );
}
