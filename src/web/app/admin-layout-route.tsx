import { useEffect, useEffectEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { AdminLayout } from '../components/admin/admin-layout';
import { useSession } from '../features/auth/api/get-session';
import { useSignOut } from '../features/auth/api/sign-out';
import { AdminSearchBox } from '../features/admin-search/components/admin-search-box';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { useAdminCounts } from '../features/dashboard/api/get-admin-counts';

/**
 * Composes the admin shell with the signed-in admin and sign-out from the auth feature, the notification bell, the
 * header search and the counts the shell shows.
 */
export function AdminLayoutRoute() {
  const { user, isAdmin } = useSession();
  const signOut = useSignOut();
  const counts = useAdminCounts().data;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const leaving = signOut.isPending || signOut.isSuccess;

  // The router's guard checked the session on the way in. If it ends or loses the admin role later
  // (signed out in another tab, expired, demoted), run the guard again rather than keep showing the portal.
  const checkAccessAgain = useEffectEvent(() => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
  });
  useEffect(() => {
    if (!isAdmin && !leaving) checkAccessAgain();
  }, [isAdmin, leaving]);

  const handleSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void navigate('/login', { replace: true }),
      // Spec §8: a failed admin sign-out is only logged.
      onError: (error) => console.error('Sign-out failed', error),
    });

  return (
    <AdminLayout
      notificationBell={<NotificationBell />}
      search={<AdminSearchBox />}
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
