import { House, LayoutDashboard, LogIn } from 'lucide-react';
import { SITE_ROUTES } from '#domain/site-routes';
import { Link } from 'react-router';
import { toast } from 'react-hot-toast';
import { UserMenu, type UserMenuLinkItem } from '#web/components/ui/user-menu';
import { useSession, type SessionUser } from '#web/lib/session';
import { useSignOut } from '#web/lib/sign-out';

/** The public header's account control: Sign in while signed out, the visitor's menu once signed in. */
export function AccountMenu() {
  const { user } = useSession();
  if (!user) {
    return (
      <Link
        to="/login"
        className="hidden items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 sm:inline-flex dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        <LogIn className="size-4" aria-hidden="true" />
        Sign in
      </Link>
    );
  }
  return <SignedInAccountMenu user={user} />;
}

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

function SignedInAccountMenu({ user }: { user: SessionUser }) {
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
