import { useLingui } from '@lingui/react/macro';
import { House, LayoutDashboard } from 'lucide-react';
import { toast } from '#web/lib/toast';
import { routeTitle, SITE_ROUTES } from '#domain/site-routes';
import { UserMenu, type UserMenuLinkItem } from '#web/components/ui/user-menu';
import { hindiRouteTexts } from '#web/lib/i18n';
import type { SessionUser } from '#web/lib/session';
import { useSignOut } from '#web/lib/sign-out';

/** The signed-in visitor's menu in the public header: My HouseHunt, the admin portal for admins, Sign out. */
export function SignedInAccountMenu({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const signOut = useSignOut();
  const myHouseHunt: UserMenuLinkItem = {
    to: SITE_ROUTES.account.path,
    label: routeTitle('account', hindiRouteTexts()),
    icon: House,
  };
  const adminPortal: UserMenuLinkItem = {
    to: SITE_ROUTES.adminDashboard.path,
    label: t`Admin portal`,
    icon: LayoutDashboard,
  };
  return (
    <UserMenu
      place="public"
      name={user.name || user.email}
      email={user.email}
      photoURL={user.photoURL}
      links={user.role === 'admin' ? [myHouseHunt, adminPortal] : [myHouseHunt]}
      signingOut={signOut.isPending}
      onSignOut={(close) =>
        signOut.mutate(undefined, {
          // The visitor stays on the public page they were reading.
          onSuccess: close,
          onError: (error) => {
            toast.error(error.message, { id: 'sign-out-error' });
          },
        })
      }
    />
  );
}
