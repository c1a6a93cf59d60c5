import { canMoveListing, type ListingState } from '#domain/listing-lifecycle';
import type { AdminListing } from '#web/features/listings-admin/api/get-admin-listings';
import { useMoveListings } from '#web/features/listings-admin/api/change-listing-state';

/** The bulk moves, in the order the bar offers them, with the words on their buttons. */
const BULK_MOVES: ReadonlyArray<{ to: ListingState; label: string }> = [
  { to: 'live', label: 'Publish' },
  { to: 'under-offer', label: 'Mark under offer' },
  { to: 'sold', label: 'Mark sold' },
  { to: 'rented', label: 'Mark rented' },
  { to: 'archived', label: 'Archive' },
];

type BulkStateBarProps = {
  /** The ticked listings that are on the page now. */
  listings: readonly AdminListing[];
  onDone: () => void;
  onClear: () => void;
};

/**
 * What to do with the ticked listings: only the moves at least one of them can make. Each listing is moved alone
 * on the server; the toast says how many moved and why any did not.
 */
export function BulkStateBar({ listings, onDone, onClear }: BulkStateBarProps) {
  const moveListings = useMoveListings();
  if (listings.length === 0) return null;
  const offered = BULK_MOVES.filter(({ to }) =>
    listings.some((listing) => canMoveListing(listing.listingState, to, listing.propertyStatus)),
  );
  const button =
    'rounded-full border border-brand-300 bg-white px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-wait aria-disabled:opacity-60 dark:border-stone-600 dark:bg-stone-900 dark:text-amber-200 dark:hover:bg-stone-800';
  return (
    <div
      role="region"
      aria-label="Change the selected listings"
      className="flex flex-wrap items-center gap-2 border-b border-brand-100 bg-brand-50/60 px-4 py-2 dark:border-stone-800 dark:bg-stone-900/60"
    >
      <span className="text-sm font-medium text-stone-800 dark:text-stone-100" aria-live="polite">
        {listings.length} selected
      </span>
      {offered.length === 0 ? (
        <span className="text-sm text-stone-600 dark:text-stone-300">
          No change of state applies to these listings.
        </span>
      ) : null}
      {offered.map(({ to, label }) => (
        <button
          key={to}
          type="button"
          className={button}
          aria-disabled={moveListings.isPending}
          onClick={() => {
            if (moveListings.isPending) return;
            moveListings.mutate({ ids: listings.map((listing) => listing.id), to }, { onSuccess: onDone });
          }}
        >
          {label}
        </button>
      ))}
      <button
        type="button"
        onClick={onClear}
        className="ml-auto text-sm font-medium text-stone-600 underline-offset-2 hover:underline dark:text-stone-300"
      >
        Clear selection
      </button>
    </div>
  );
}
