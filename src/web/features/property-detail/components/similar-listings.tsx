import { Trans } from '@lingui/react/macro';
import { useSimilarListings } from '#web/features/property-detail/api/get-similar-listings';
import { ListingCard, ListingCardSkeleton } from '#web/components/listing/listing-card';
import { DetailSection } from './detail-section';

/**
 * Other listings a house hunter would weigh against this one. Suggestions are a bonus: while they load the
 * section holds its place, and when there are none or they fail it is left out rather than shown empty.
 */
export function SimilarListings({ listingId }: { listingId: string }) {
  const similar = useSimilarListings(listingId);
  if (similar.isError || similar.data?.length === 0) return null;
  return (
    <DetailSection title={<Trans>Similar properties</Trans>}>
      <ul
        className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
        aria-busy={similar.isPending}
        data-testid="similar-listings"
      >
        {similar.data
          ? similar.data.map((listing) => (
              <li key={listing.id} className="flex">
                <ListingCard listing={listing} eager={false} headingLevel="h3" />
              </li>
            ))
          : [0, 1, 2].map((placeholder) => (
              <li key={placeholder} aria-hidden="true">
                <ListingCardSkeleton />
              </li>
            ))}
      </ul>
    </DetailSection>
  );
}
