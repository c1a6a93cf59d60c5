import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatVisitDate, indiaToday } from '#domain/india-calendar';
import {
  daysSinceConfirmed,
  isPublicListingState,
  listingFreshness,
  nextListingStates,
  type ListingState,
} from '#domain/listing-lifecycle';
import { LISTER_KIND_LABELS } from '#domain/listing-lister';
import type { AdminListingRecord } from '#domain/listing-record';
import type { LikelyDuplicate } from '#domain/listing-state-change';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import {
  likelyDuplicatesOf,
  useConfirmListing,
  useMoveListing,
} from '#web/features/listings-admin/api/change-listing-state';
import { ListingStateBadge, NeedsConfirmationBadge } from './listing-state-badge';
import { SendBackDialog } from './send-back-dialog';

/** The words on the button for a move, from where the listing is now. */
function moveLabel(from: ListingState, to: ListingState): string {
  switch (to) {
    case 'live':
      if (from === 'draft') return 'Publish';
      if (from === 'pending-review') return 'Approve and publish';
      return from === 'under-offer' ? 'Back to live (offer fell through)' : 'Publish again';
    case 'under-offer':
      return 'Mark under offer';
    case 'sold':
      return 'Mark sold';
    case 'rented':
      return 'Mark rented';
    case 'archived':
      return 'Archive';
    case 'draft':
      return from === 'pending-review' ? 'Send back to the lister' : 'Make a draft';
    case 'pending-review':
      return 'Send for review';
  }
}

const dayOf = (at: string) => formatVisitDate(indiaToday(new Date(at)));

const buttonBase =
  'rounded-full px-4 py-1.5 text-sm font-semibold aria-disabled:cursor-wait aria-disabled:opacity-60';
const firstButton = `${buttonBase} bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400`;
const otherButton = `${buttonBase} border border-brand-300 text-brand-800 hover:bg-brand-50 dark:border-stone-600 dark:text-amber-200 dark:hover:bg-stone-800`;

type ListingStatePanelProps = {
  /** The listing as last read or written: its state, dates and version. */
  listing: AdminListingRecord;
  /** A move or confirmation saved: the listing as the server now has it, and the version it was made on. */
  onChanged: (listing: AdminListingRecord, madeOnVersion: number) => void;
};

/**
 * Where the listing is in its life on the edit screen: its state, when it was listed and last confirmed, and the
 * moves it can make from here. Publishing what the duplicate guard takes for another listing asks first. A lister's
 * listing says who posted it and the last review note; sending one under review back asks for the reason.
 */
export function ListingStatePanel({ listing, onChanged }: ListingStatePanelProps) {
  const headingId = useId();
  const move = useMoveListing();
  const confirm = useConfirmListing();
  const [duplicates, setDuplicates] = useState<{ to: ListingState; listings: LikelyDuplicate[] } | null>(
    null,
  );
  const [sendingBack, setSendingBack] = useState(false);
  const now = new Date();
  const moves = nextListingStates(listing.listingState, listing.propertyStatus);
  const isPublic = isPublicListingState(listing.listingState);
  const lastConfirmedAt = listing.lastConfirmedAt ? new Date(listing.lastConfirmedAt) : null;
  const freshness = listingFreshness(lastConfirmedAt, now);
  const pending = move.isPending || confirm.isPending;

  const underReview = listing.listingState === 'pending-review';
  const moveTo = (to: ListingState, confirmDuplicate = false, reason?: string) => {
    if (pending) return;
    const madeOnVersion = listing.version;
    move.mutate(
      {
        id: listing.id,
        to,
        version: madeOnVersion,
        ...(confirmDuplicate && { confirmDuplicate }),
        ...(reason !== undefined && { reason }),
      },
      {
        onSuccess: (saved) => {
          setDuplicates(null);
          setSendingBack(false);
          onChanged(saved, madeOnVersion);
        },
        onError: (error) => {
          const found = likelyDuplicatesOf(error);
          setDuplicates(found ? { to, listings: found } : null);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-base font-semibold text-stone-900 dark:text-stone-50">
          Listing state
        </h2>
        <ListingStateBadge state={listing.listingState} />
        {isPublic && freshness !== 'confirmed' ? (
          <NeedsConfirmationBadge outOfSearch={freshness === 'unconfirmed'} />
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-stone-600 dark:text-stone-300">Listed on</dt>
          <dd className="font-medium text-stone-900 dark:text-stone-50">
            {listing.listedAt ? dayOf(listing.listedAt) : 'Not published yet'}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-stone-600 dark:text-stone-300">Availability confirmed</dt>
          <dd className="font-medium text-stone-900 dark:text-stone-50">
            {lastConfirmedAt
              ? `${dayOf(listing.lastConfirmedAt!)} (${daysAgo(daysSinceConfirmed(lastConfirmedAt, now))})`
              : 'Never'}
          </dd>
        </div>
        {listing.listerKind !== 'team' ? (
          <div className="flex gap-2">
            <dt className="text-stone-600 dark:text-stone-300">Posted by</dt>
            <dd className="font-medium text-stone-900 dark:text-stone-50">
              {LISTER_KIND_LABELS[listing.listerKind]}
              {listing.listerKind === 'agent' && listing.listerReraNumber
                ? `, RERA agent number ${listing.listerReraNumber}`
                : null}
            </dd>
          </div>
        ) : null}
        {listing.reviewNote ? (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="shrink-0 text-stone-600 dark:text-stone-300">Last review note</dt>
            <dd className="font-medium break-words whitespace-pre-line text-stone-900 dark:text-stone-50">
              {listing.reviewNote}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {moves.map((to, index) => (
          <button
            key={to}
            type="button"
            aria-disabled={pending}
            onClick={() => (underReview && to === 'draft' ? setSendingBack(true) : moveTo(to))}
            className={index === 0 ? firstButton : otherButton}
          >
            {move.isPending && move.variables.to === to ? 'Saving...' : moveLabel(listing.listingState, to)}
          </button>
        ))}
        {isPublic ? (
          <button
            type="button"
            aria-disabled={pending}
            onClick={() => {
              if (pending) return;
              const madeOnVersion = listing.version;
              confirm.mutate(
                { id: listing.id, version: madeOnVersion },
                { onSuccess: (saved) => onChanged(saved, madeOnVersion) },
              );
            }}
            className={otherButton}
          >
            {confirm.isPending ? 'Confirming...' : 'Still available'}
          </button>
        ) : null}
      </div>
      <SendBackDialog
        open={sendingBack}
        pending={move.isPending}
        onSend={(reason) => moveTo('draft', false, reason)}
        onCancel={() => setSendingBack(false)}
      />
      <ConfirmDialog
        open={duplicates !== null}
        title="This looks like a listing already on HouseHunt"
        confirmLabel="Publish anyway"
        pendingLabel="Publishing..."
        pending={move.isPending}
        onCancel={() => setDuplicates(null)}
        onConfirm={() => {
          if (duplicates) moveTo(duplicates.to, true);
        }}
      >
        <p>The same address with nearly the same area is already listed as:</p>
        <ul className="list-disc space-y-1 pl-5">
          {duplicates?.listings.map((duplicate) => (
            <li key={duplicate.id}>
              <Link
                to={`/admin/edit-property/${duplicate.id}`}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-800 underline dark:text-amber-200"
              >
                {duplicate.title}
              </Link>
            </li>
          ))}
        </ul>
        <p>Check it first. Publish anyway only if this is a different home; your confirmation is recorded.</p>
      </ConfirmDialog>
    </section>
  );
}

const daysAgo = (days: number) => (days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`);
