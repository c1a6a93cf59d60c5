import { PublicLayout } from '../components/layout/public-layout';
import { useSession } from '../lib/session';
import { AccountMenu } from '../features/auth/components/account-menu';
import { ShortlistHeaderLink } from '../features/shortlist/components/shortlist-header-link';
import { useMergeLocalListsIntoAccount } from '../features/shortlist/hooks/use-merge-local-lists';
import { SiteContactDetails } from '../features/site/components/site-contact-details';

/**
 * Composes the shared public layout with the shortlist link, the account menu and the site's contact details,
 * and moves a shortlist kept in this browser onto the account once the visitor signs in.
 */
export function PublicLayoutRoute() {
  const { user } = useSession();
  useMergeLocalListsIntoAccount();
  return (
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
  );
}
