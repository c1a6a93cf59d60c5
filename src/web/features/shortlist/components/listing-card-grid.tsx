import type { ReactNode } from 'react';
import { RetryButton } from '#web/components/ui/retry-button';
import { ListingCard, ListingCardSkeleton } from '#web/components/listing/listing-card';
import type { ListingSearchResult } from '#web/lib/listing-types';
import type { ListingCardsState } from '#web/features/shortlist/hooks/listing-cards-state';

type ListingCardGridProps = {
  state: ListingCardsState;
  /** What the section says while it holds no listing. */
  empty: ReactNode;
  /** The control in a card's corner; the shortlist heart when left out. */
  actionFor?: (listing: ListingSearchResult) => ReactNode;
  /** The list's name, for screen readers ("Shortlist"). */
  label: string;
  /** What the section says when its listings could not be loaded ("Your shortlist could not be loaded."). */
  loadError: string;
};

/** A section's listings as cards: skeletons while loading, the failure with Try again, or the empty state. */
export function ListingCardGrid({ state, empty, actionFor, label, loadError }: ListingCardGridProps) {
  if (state.status === 'pending') {
    return (
      <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {[0, 1, 2].map((placeholder) => (
          <ListingCardSkeleton key={placeholder} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-2xl border border-stone-200 p-6 dark:border-stone-800"
      >
        <p className="text-stone-700 dark:text-stone-200">{`${loadError} ${state.message}`}</p>
        <RetryButton retrying={state.retrying} onRetry={state.retry} />
      </div>
    );
  }
  if (state.cards.length === 0) return empty;
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {state.cards.map((listing) => (
        <li key={listing.id} className="flex">
          <ListingCard listing={listing} eager={false} headingLevel="h3" action={actionFor?.(listing)} />
        </li>
      ))}
    </ul>
  );
}
