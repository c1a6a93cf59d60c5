/** "My listings" on My HouseHunt: each listing the visitor posted, its state, the team's note, and what it drew. */
import { QualityScoreBadge } from '#web/components/listing-quality/listing-quality-panel';
import { useQuery } from '@tanstack/react-query';
import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { LISTING_STATE_LABELS, type ListingState } from '#domain/listing-lifecycle';
import { LISTER_MOVES, type MyListingSummary } from '#domain/my-listings';
import { secondaryButtonClass } from '#web/components/admin/admin-form-controls';
import { ButtonLink } from '#web/components/ui/button-link';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListState } from '#web/components/ui/list-state';
import { myListingsQueryOptions, useMyListingAction } from '../api/my-listings';

/** The words of each move a lister makes, on its button. */
const MOVE_LABELS: Partial<Record<ListingState, string>> = {
  'pending-review': 'Submit for review',
  'under-offer': 'Mark under offer',
  sold: 'Mark sold',
  rented: 'Mark rented',
  live: 'Back live',
  archived: 'Archive',
  draft: 'Back to draft',
};

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function MyListings({ userId }: { userId: string }) {
  const listings = useQuery(myListingsQueryOptions(userId));
  return (
    <ListState
      look="inline"
      query={listings}
      loadingText="Loading your listings…"
      empty={{
        when: (data) => data.listings.length === 0,
        show: (
          <EmptyState
            icon={Home}
            title="You have not posted a property yet"
            action={<ButtonLink to="/post-property">Post your property</ButtonLink>}
          >
            Owners and agents can post a home here; the HouseHunt team reviews it before it goes live.
          </EmptyState>
        ),
      }}
    >
      {(data) => (
        <>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {data.pendingReview} of at most {data.maxPendingReview} listings waiting for review.
          </p>
          <ul className="space-y-3">
            {data.listings.map((listing) => (
              <MyListingRow key={listing.id} userId={userId} listing={listing} />
            ))}
          </ul>
        </>
      )}
    </ListState>
  );
}

/** The score and the first two things to improve; the editor shows every check. */
function ListingQualityHints({ quality }: { quality: MyListingSummary['quality'] }) {
  const hints = quality.checks.flatMap((check) => (check.hint ? [check.hint] : [])).slice(0, 2);
  return (
    <div className="mt-1 text-sm">
      <QualityScoreBadge score={quality.score} />
      {hints.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-stone-600 dark:text-stone-300">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function MyListingRow({ userId, listing }: { userId: string; listing: MyListingSummary }) {
  const action = useMyListingAction(userId);
  const moves = LISTER_MOVES[listing.listingState].filter(
    (to) =>
      !(to === 'sold' && listing.propertyStatus === 'rent') &&
      !(to === 'rented' && listing.propertyStatus === 'sale'),
  );
  const isPublic = listing.listingState === 'live' || listing.listingState === 'under-offer';
  return (
    <li className="rounded-lg border border-stone-200 p-4 dark:border-stone-700">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-stone-900 dark:text-stone-50">{listing.title}</h3>
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-800 dark:bg-stone-800 dark:text-stone-100">
          {LISTING_STATE_LABELS[listing.listingState]}
        </span>
      </div>
      <p className="text-sm text-stone-600 dark:text-stone-300">
        {listing.city} · {counted(listing.views, 'view', 'views')} ·{' '}
        {counted(listing.enquiries, 'enquiry', 'enquiries')} · {counted(listing.visits, 'visit', 'visits')}
      </p>
      <ListingQualityHints quality={listing.quality} />
      {listing.reviewNote ? (
        <p
          role="note"
          className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          The team sent it back: {listing.reviewNote}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/account/listings/${encodeURIComponent(listing.id)}/edit`}
          className={secondaryButtonClass}
          aria-label={`Edit “${listing.title}”`}
        >
          Edit
        </Link>
        {moves.map((to) => (
          <button
            key={to}
            type="button"
            className={secondaryButtonClass}
            disabled={action.isPending}
            onClick={() => action.mutate({ id: listing.id, version: listing.version, kind: 'move', to })}
          >
            {MOVE_LABELS[to] ?? LISTING_STATE_LABELS[to]}
          </button>
        ))}
        {isPublic ? (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={action.isPending}
            onClick={() => action.mutate({ id: listing.id, version: listing.version, kind: 'confirm' })}
          >
            Still available
          </button>
        ) : null}
      </div>
    </li>
  );
}
