import { LISTING_LIFECYCLE_MESSAGES } from '#domain/listing-lifecycle';
import { LISTING_PAGE_MESSAGES } from '#domain/listing-page';
import { useSimilarListings } from '#web/features/property-detail/api/get-similar-listings';
import { NoListingMessage } from './no-listing-message';
import { SimilarListings } from './similar-listings';

type ListingGoneProps = {
  listingId: string;
  /** What the server said became of it: "Sold on 3 Dec", "Rented out on 3 Dec" or "No longer available". */
  note: string;
};

/**
 * A listing that left long enough ago that its page is gone (the server answers 410): say so, with what became
 * of it when that is known, and offer the homes like it.
 */
export function ListingGone({ listingId, note }: ListingGoneProps) {
  const title: string = LISTING_LIFECYCLE_MESSAGES.noLongerAvailable;
  const similar = useSimilarListings(listingId);
  return (
    <div className="container-page py-16 sm:py-20">
      <NoListingMessage title={title}>
        {note !== title ? (
          <p className="mt-3 text-lg font-semibold text-stone-800 dark:text-stone-100">{note}</p>
        ) : null}
        <p className="mt-3 max-w-md text-stone-600 dark:text-stone-300">
          {LISTING_PAGE_MESSAGES.departedLead}
          {similar.data?.length ? ` ${LISTING_PAGE_MESSAGES.similarBelow}` : null}
        </p>
      </NoListingMessage>
      <div className="mt-14">
        <SimilarListings listingId={listingId} />
      </div>
    </div>
  );
}
