import { isPublicListingState, listingFreshness } from '#domain/listing-lifecycle';
import type { AdminListing } from '#web/features/listings-admin/api/get-admin-listings';
import { useConfirmListing } from '#web/features/listings-admin/api/change-listing-state';
import {
  ListingStateBadge,
  NeedsConfirmationBadge,
} from '#web/features/listings-admin/components/listing-state/listing-state-badge';

type ListingStateCellProps = {
  listing: Pick<AdminListing, 'id' | 'title' | 'listingState' | 'lastConfirmedAt' | 'version'>;
  /** When the rows were fetched: the flag reads the clock the table was read at. */
  now: number;
};

/**
 * The listing's state, and for a public listing unconfirmed for 45 days or more, the flag and a one-click "Still
 * available" that confirms it.
 */
export function ListingStateCell({ listing, now }: ListingStateCellProps) {
  const confirm = useConfirmListing();
  const lastConfirmedAt = listing.lastConfirmedAt ? new Date(listing.lastConfirmedAt) : null;
  const freshness = listingFreshness(lastConfirmedAt, new Date(now));
  const flagged = isPublicListingState(listing.listingState) && freshness !== 'confirmed';
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs font-normal">
      <ListingStateBadge state={listing.listingState} />
      {flagged ? (
        <>
          <NeedsConfirmationBadge outOfSearch={freshness === 'unconfirmed'} />
          <button
            type="button"
            aria-label={`Still available: confirm ${listing.title}`}
            aria-disabled={confirm.isPending}
            onClick={() => {
              if (!confirm.isPending) confirm.mutate({ id: listing.id, version: listing.version });
            }}
            className="rounded-full border border-brand-300 px-2.5 py-0.5 text-xs font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:cursor-wait aria-disabled:opacity-60 dark:border-amber-700 dark:text-amber-200 dark:hover:bg-stone-800"
          >
            {confirm.isPending ? 'Confirming...' : 'Still available'}
          </button>
        </>
      ) : null}
    </span>
  );
}
