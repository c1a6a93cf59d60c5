import { Trans } from '@lingui/react/macro';
import { CalendarCheck } from 'lucide-react';
import { ListerBadge, UnderOfferBadge } from '#web/components/listing/listing-badges';
import type { ListingOnItsPage } from '#web/features/property-detail/api/get-listing';
import { availabilityConfirmedText } from '#web/features/property-detail/utils/listing-freshness';
import { formatTimestampDate } from './listing-dates';

type ListingStatusStripProps = {
  listing: Pick<ListingOnItsPage, 'listingState' | 'listedAt' | 'createdAt' | 'lifecycle' | 'listerKind'>;
};

/**
 * Where the listing stands, under its title: "Under offer" while an offer is in, when it was listed, and how
 * recently someone confirmed it is available. A home that left says nothing of availability: its banner speaks.
 */
export function ListingStatusStrip({ listing }: ListingStatusStripProps) {
  const { lifecycle } = listing;
  const listedAt = listing.listedAt ?? listing.createdAt;
  const showsAvailability = lifecycle.answer !== 'departed' && lifecycle.daysSinceConfirmed !== null;
  return (
    <div
      data-testid="listing-status-strip"
      className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-700 dark:text-stone-200"
    >
      {listing.listingState === 'under-offer' ? <UnderOfferBadge /> : null}
      <ListerBadge kind={listing.listerKind} />
      <p>
        <Trans>
          Listed on <time dateTime={listedAt}>{formatTimestampDate(listedAt)}</time>
        </Trans>
      </p>
      {showsAvailability ? (
        <p className="flex items-center gap-1.5" data-testid="availability-confirmed">
          <CalendarCheck className="size-4 text-brand-600 dark:text-amber-400" aria-hidden="true" />
          {availabilityConfirmedText(lifecycle.daysSinceConfirmed!)}
        </p>
      ) : null}
    </div>
  );
}
