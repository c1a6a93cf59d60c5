import { House, SearchX } from 'lucide-react';
import { LISTING_LIFECYCLE_MESSAGES } from '#domain/listing-lifecycle';
import { LISTING_PAGE_MESSAGES } from '#domain/listing-page';
import { ButtonLink } from '#web/components/ui/button-link';
import { DocumentTitle } from '#web/components/ui/document-title';
import { useSimilarListings } from '#web/features/property-detail/api/get-similar-listings';
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
      <DocumentTitle title={`${title} | HouseHunt`} />
      <div className="flex flex-col items-center text-center" data-testid="listing-gone">
        <SearchX className="size-14 text-brand-500 dark:text-amber-400" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {note !== title ? (
          <p className="mt-3 text-lg font-semibold text-stone-800 dark:text-stone-100">{note}</p>
        ) : null}
        <p className="mt-3 max-w-md text-stone-600 dark:text-stone-300">
          {LISTING_PAGE_MESSAGES.departedLead}
          {similar.data?.length ? ` ${LISTING_PAGE_MESSAGES.similarBelow}` : null}
        </p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <ButtonLink to="/properties">Browse all properties</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            <House className="size-4" aria-hidden="true" />
            Go home
          </ButtonLink>
        </div>
      </div>
      <div className="mt-14">
        <SimilarListings listingId={listingId} />
      </div>
    </div>
  );
}
