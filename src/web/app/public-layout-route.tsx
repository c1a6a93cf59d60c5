import { lazy, Suspense } from 'react';
import { PublicLayout } from '#web/components/layout/public-layout';
import { DefaultCardActionProvider } from '#web/components/listing/listing-card';
import { useCompareSelection } from '#web/lib/compare-selection';
import type { ListingSearchResult } from '#web/lib/listing-types';
import { useSession } from '#web/lib/session';
import { AccountMenu } from '#web/features/auth/components/account-menu';
import { ShortlistButton } from '#web/features/shortlist/components/shortlist-button';
import { ShortlistHeaderLink } from '#web/features/shortlist/components/shortlist-header-link';
import { useMergeLocalListsIntoAccount } from '#web/features/shortlist/hooks/use-merge-local-lists';
import { SiteContactDetails } from '#web/features/site/components/site-contact-details';

/** Every listing card on the public pages carries the shortlist heart unless its page gives another control. */
const shortlistHeart = (listing: ListingSearchResult) => (
  <ShortlistButton listingId={listing.id} title={listing.title} />
);

// The compare bar's code loads once something is picked: a first visit has nothing to compare.
const CompareTray = lazy(async () => ({
  default: (await import('#web/components/compare/compare-tray')).CompareTray,
}));

function CompareTrayOncePicked() {
  const picked = useCompareSelection();
  if (picked.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}

/**
 * Composes the shared public layout with the shortlist link, the account menu, the site's contact details and
 * the listing cards' shortlist heart, and moves a shortlist kept in this browser onto the account once the visitor signs in.
 */
export function PublicLayoutRoute() {
  const { user } = useSession();
  useMergeLocalListsIntoAccount();
  return (
    <DefaultCardActionProvider value={shortlistHeart}>
      <PublicLayout
        headerAccount={
          <>
            <ShortlistHeaderLink />
            <AccountMenu />
          </>
        }
        signedIn={user !== null}
        footerContact={<SiteContactDetails tone="onDark" />}
      />
      <CompareTrayOncePicked />
    </DefaultCardActionProvider>
  );
}
