import { useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicListing } from '#web/features/property-detail/api/get-listing';
import { usePlaceNames, type PlaceNames } from '#web/lib/place-names';
import { MAIN_CATEGORY_MESSAGES } from '#web/lib/labels/main-categories';
import { SUB_CATEGORY_MESSAGES } from '#web/lib/labels/sub-categories';
import { ListingStatusBadge } from '#web/components/listing/listing-badges';
import { ListingPrice } from './listing-price';
import { PriceReducedOnPage } from './price-reduced-on-page';

/** 'Koramangala, Bengaluru, Karnataka': where the listing is, from the locality out. */
const placeOf = (listing: PublicListing, names: PlaceNames) =>
  [
    listing.location ? names.locality(listing.city, listing.location) : null,
    names.city(listing.city),
    names.state(listing.state),
  ]
    .filter((part) => part?.trim())
    .join(', ');

type ListingHeaderProps = {
  listing: PublicListing;
  /** What the visitor can do with the listing itself (share it, shortlist it), under its title and place. */
  actions?: ReactNode;
};

/**
 * The top of the property page: what is on offer, its title and place, and the price. Above lg the price card
 * beside the photos shows the price, so the header leaves it out there.
 */
export function ListingHeader({ listing, actions }: ListingHeaderProps) {
  const { i18n } = useLingui();
  const names = usePlaceNames();
  return (
    <header className="space-y-4">
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <ListingStatusBadge status={listing.propertyStatus} />
          <PriceReducedOnPage listingId={listing.id} />
          <span className="text-sm font-medium text-stone-600 dark:text-stone-300">
            {i18n._(MAIN_CATEGORY_MESSAGES[listing.mainCategory])} ·{' '}
            {i18n._(SUB_CATEGORY_MESSAGES[listing.subCategory])}
          </span>
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl lg:text-4xl dark:text-stone-50">
          {listing.title}
        </h1>
        <p className="flex items-start gap-1.5 text-stone-600 dark:text-stone-300">
          <MapPin className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-amber-400" aria-hidden="true" />
          {placeOf(listing, names)}
        </p>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      <div className="lg:hidden">
        <ListingPrice listing={listing} />
      </div>
    </header>
  );
}
