import type { ReactNode } from 'react';
import type { ListingSearchResult } from '#web/lib/listing-types';
import { ListingCard, ListingCardSkeleton } from '#web/components/listing/listing-card';

/** Two rows of four while loading, the shape of the cards to come. */
const PLACEHOLDERS = [0, 1, 2, 3];

type ListingGridProps = {
  /** Undefined while loading. */
  listings: ListingSearchResult[] | undefined;
  /** Shown instead of an empty grid. */
  empty: ReactNode;
};

/** A row of listing cards under a home page heading, the same cards as the search results. */
export function ListingGrid({ listings, empty }: ListingGridProps) {
  if (listings?.length === 0) return empty;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4" aria-busy={!listings}>
      {listings
        ? listings.map((listing) => (
            <li key={listing.id} className="flex">
              {/* Below the hero, so their photos wait until they scroll near. */}
              <ListingCard listing={listing} eager={false} headingLevel="h3" />
            </li>
          ))
        : PLACEHOLDERS.map((placeholder) => (
            <li key={placeholder} aria-hidden="true">
              <ListingCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
