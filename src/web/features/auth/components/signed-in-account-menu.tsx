import { House, LayoutDashboard } from 'lucide-react';
import { toast } from 'react-hot-toast';
import { SITE_ROUTES } from '#domain/site-routes';
import { UserMenu, type UserMenuLinkItem } from '#web/components/ui/user-menu';
import type { SessionUser } from '#web/lib/session';
import { useSignOut } from '#web/lib/sign-out';

const ADMIN_PORTAL_LINK: UserMenuLinkItem = {
  to: SITE_ROUTES.adminDashboard.path,
  label: 'Admin portal',
  icon: LayoutDashboard,
};

const MY_HOUSEHUNT_LINK: UserMenuLinkItem = {
  to: SITE_ROUTES.account.path,
  label: SITE_ROUTES.account.title,
  icon: House,
};

/** The signed-in visitor's menu in the public header: My HouseHunt, the admin portal for admins, Sign out. */
export function SignedInAccountMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  return (
    <UserMenu
      place="public"
      name={user.name || user.email}
      email={user.email}
      photoURL={user.photoURL}
      links={user.role === 'admin' ? [MY_HOUSEHUNT_LINK, ADMIN_PORTAL_LINK] : [MY_HOUSEHUNT_LINK]}
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
