import { PublicLayout } from '../components/layout/public-layout';
import { useSession } from '../features/auth/api/get-session';
import { AccountMenu } from '../features/auth/components/account-menu';
import { SiteContactDetails } from '../features/site/components/site-contact-details';

/** Composes the shared public layout with the account menu and the site's contact details. */
export function PublicLayoutRoute() {
  const { user } = useSession();
  return (
    <PublicLayout
      headerAccount={<AccountMenu />}
      signedIn={user !== null}
      footerContact={<SiteContactDetails tone="onDark" />}
    />
  );
}
