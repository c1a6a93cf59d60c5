import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { AdminLayout } from '#web/components/admin/admin-layout';
import { PageLoader } from '#web/components/ui/page-loader';
import { useSession } from '#web/lib/session';
import { useSignOut } from '#web/lib/sign-out';
import { AdminSearchBox } from '#web/features/admin-search/components/admin-search-box';
import { NotificationBell } from '#web/features/notifications/components/notification-bell';
import { useAdminCounts } from '#web/features/dashboard/api/get-admin-counts';
import { queryKeys } from '#web/lib/query-keys';
import { teamRoleOf } from '#web/lib/team-access';

/**
 * Composes the admin shell with the signed-in admin and sign-out from the auth feature, the notification bell, the
 * header search and the counts the shell shows.
 */
export function AdminLayoutRoute() {
  const { user, isAdmin } = useSession();
  const role = teamRoleOf(user);
  const signOut = useSignOut();
  // Any way of signing out: this menu's, or "Sign out of all sessions" on the account page.
  const signingOut = useIsMutating({ mutationKey: queryKeys.auth.signOut() }) > 0;
  // The portal's pages and its bell poll the admin API: they stand down for as long as a sign-out runs (the
  // server may have ended the session before its answer arrives) and once the session is no team member's.
  // The counts, the bell and the search are the admin's: an agent's portal shows their listings and leads only.
  const portalOpen = role !== null && !signingOut;
  const counts = useAdminCounts({ enabled: portalOpen && isAdmin }).data;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const leaving = signingOut || signOut.isSuccess;

  // The router's guard checked the session on the way in. If it ends or loses its team role later
  // (signed out in another tab, expired, demoted), run the guard again rather than keep showing the portal.
  const checkAccessAgain = useEffectEvent(() => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
  });
  // An admin made an agent keeps the portal only on the pages an agent may open.
  const [openedAs] = useState(role);
  useEffect(() => {
    if ((role === null || role !== openedAs) && !leaving) checkAccessAgain();
  }, [role, openedAs, leaving]);

  const handleSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void navigate('/login', { replace: true }),
      // Spec §8: a failed admin sign-out is only logged.
      onError: (error) => console.error('Sign-out failed', error),
    });

  if (!portalOpen) {
    return <PageLoader fullScreen label={leaving ? 'Signing out…' : 'Checking your access…'} />;
  }

  return (
    <AdminLayout
      role={role}
      notificationBell={isAdmin ? <NotificationBell /> : undefined}
      search={isAdmin ? <AdminSearchBox /> : undefined}
      profile={{
        user: user ? { displayName: user.name, email: user.email, photoURL: user.photoURL } : undefined,
        onSignOut: handleSignOut,
        signingOut: signOut.isPending,
      }}
      figures={
        counts && {
          activeListings: counts.activeListings.total,
          pendingVisits: counts.pendingVisits,
          newEnquiries: counts.newEnquiries,
          growth: counts.listingGrowth,
        }
      }
    />
  );
}
