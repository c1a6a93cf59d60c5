import { useLingui } from '@lingui/react/macro';
import type { ListingDeparture } from '#domain/listing-departure';
import { departureNote } from '#web/components/listing/departure-note';
import { useSimilarListings } from '#web/features/property-detail/api/get-similar-listings';
import { DepartedLead } from './departed-lead';
import { NoListingMessage } from './no-listing-message';
import { SimilarListings } from './similar-listings';

type ListingGoneProps = {
  listingId: string;
  /** What the server said became of it: sold or rented out on a day, or no longer available. */
  departure: ListingDeparture;
};

/**
 * A listing that left long enough ago that its page is gone (the server answers 410): say so, with what became
 * of it when that is known, and offer the homes like it.
 */
export function ListingGone({ listingId, departure }: ListingGoneProps) {
  const { i18n, t } = useLingui();
  const title = t`No longer available`;
  const similar = useSimilarListings(listingId);
  return (
    <div className="container-page py-16 sm:py-20">
      <NoListingMessage title={title}>
        {/* "No longer available" is the heading already; a sale or a let says when. */}
        {departure.kind !== 'unavailable' ? (
          <p className="mt-3 text-lg font-semibold text-stone-800 dark:text-stone-100">
            {departureNote(i18n, departure)}
          </p>
        ) : null}
        <p className="mt-3 max-w-md text-stone-600 dark:text-stone-300">
          <DepartedLead similarBelow={Boolean(similar.data?.length)} />
        </p>
      </NoListingMessage>
      <div className="mt-14">
        <SimilarListings listingId={listingId} />
      </div>
    </div>
  );
}
