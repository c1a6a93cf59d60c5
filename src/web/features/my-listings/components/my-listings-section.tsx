/** "My listings" on My HouseHunt: each listing the visitor posted, its state, the team's note, and what it drew. */
import { QualityScoreBadge } from '#web/components/listing-quality/listing-quality-panel';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { usePlaceNames } from '#web/lib/place-names';
import { LISTER_MOVES, type MyListingSummary } from '#domain/my-listings';
import { SITE_ROUTES } from '#domain/site-routes';
import { secondaryButtonClass } from '#web/components/admin/admin-form-controls';
import { ButtonLink } from '#web/components/ui/button-link';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListState } from '#web/components/ui/list-state';
import { myListingsQueryOptions, useMyListingAction } from '../api/my-listings';
import { qualityHint } from '#web/components/listing-quality/quality-messages';
import { LISTING_STATE_MESSAGES, MOVE_MESSAGES } from '../utils/listing-state-messages';

export function MyListings({ userId }: { userId: string }) {
  const listings = useQuery(myListingsQueryOptions(userId));
  const { t } = useLingui();
  return (
    <ListState
      look="inline"
      query={listings}
      loadingText={t`Loading your listings…`}
      empty={{
        when: (data) => data.listings.length === 0,
        show: (
          <EmptyState
            icon={Home}
            title={t`You have not posted a property yet`}
            action={
              <ButtonLink to="/post-property">
                <Trans>Post your property</Trans>
              </ButtonLink>
            }
          >
            <Trans>
              Owners and agents can post a home here; the HouseHunt team reviews it before it goes live.
            </Trans>
          </EmptyState>
        ),
      }}
    >
      {(data) => (
        <>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            <PendingReviewCount pending={data.pendingReview} most={data.maxPendingReview} />
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

function PendingReviewCount({ pending, most }: { pending: number; most: number }) {
  return (
    <Trans>
      {pending} of at most {most} listings waiting for review.
    </Trans>
  );
}

/** The score and the first two things to improve; the editor shows every check. */
function ListingQualityHints({ quality }: { quality: MyListingSummary['quality'] }) {
  const { i18n } = useLingui();
  const hints = quality.checks
    .flatMap((check) => {
      const hint = qualityHint(i18n, check);
      return hint ? [hint] : [];
    })
    .slice(0, 2);
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
  const { i18n, t } = useLingui();
  const { title, reviewNote } = listing;
  const city = usePlaceNames().city(listing.city);
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
          {i18n._(LISTING_STATE_MESSAGES[listing.listingState])}
        </span>
      </div>
      <p className="text-sm text-stone-600 dark:text-stone-300">
        {city} · <Plural value={listing.views} one="# view" other="# views" /> ·{' '}
        <Plural value={listing.enquiries} one="# enquiry" other="# enquiries" /> ·{' '}
        <Plural value={listing.visits} one="# visit" other="# visits" />
      </p>
      <ListingQualityHints quality={listing.quality} />
      {listing.reviewNote ? (
        <p
          role="note"
          className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <Trans>The team sent it back: {reviewNote}</Trans>
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/account/listings/${encodeURIComponent(listing.id)}/edit`}
          className={secondaryButtonClass}
          aria-label={t`Edit “${title}”`}
        >
          <Trans>Edit</Trans>
        </Link>
        {listing.visits + listing.enquiries > 0 ? (
          <Link
            to={SITE_ROUTES.myLeads.path}
            className={secondaryButtonClass}
            aria-label={t`Answer the visits and enquiries on “${title}”`}
          >
            <Trans>Answer leads</Trans>
          </Link>
        ) : null}
        {moves.map((to) => (
          <button
            key={to}
            type="button"
            className={secondaryButtonClass}
            disabled={action.isPending}
            onClick={() => action.mutate({ id: listing.id, version: listing.version, kind: 'move', to })}
          >
            {i18n._(MOVE_MESSAGES[to] ?? LISTING_STATE_MESSAGES[to])}
          </button>
        ))}
        {isPublic ? (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={action.isPending}
            onClick={() => action.mutate({ id: listing.id, version: listing.version, kind: 'confirm' })}
          >
            <Trans>Still available</Trans>
          </button>
        ) : null}
      </div>
    </li>
  );
}
