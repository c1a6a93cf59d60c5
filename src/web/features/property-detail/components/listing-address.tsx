import { Trans } from '@lingui/react/macro';
import type { PublicListing } from '#web/features/property-detail/api/get-listing';
import { usePlaceNames } from '#web/lib/place-names';

type AddressSource = Pick<PublicListing, 'address' | 'landmark' | 'city' | 'state' | 'pincode'>;

/** The postal address: street, then city, state and PIN code, and a landmark to find it by. */
export function ListingAddress({ listing }: { listing: AddressSource }) {
  const names = usePlaceNames();
  return (
    <div className="space-y-3 text-stone-700 dark:text-stone-300">
      <address className="leading-7 not-italic">
        <span className="block whitespace-pre-line">{listing.address}</span>
        <span className="block">
          {names.city(listing.city)}, {names.state(listing.state)} {listing.pincode}
        </span>
      </address>
      {listing.landmark ? (
        <p>
          <Trans>
            <span className="font-medium text-stone-900 dark:text-stone-100">Landmark:</span>{' '}
            {listing.landmark}
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
