import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { toast } from '#web/lib/toast';
import { ADMIN_AREA } from '#domain/site-routes';
import { ensureSession } from '#web/lib/session';
import { AGENT_HOME, mayOpenAdminPage, teamRoleOf } from '#web/lib/team-access';

export const ADMIN_SIGN_IN_REQUIRED = 'Please login to access admin panel';

/**
 * The admin portal's guard, run by the router before any admin code renders. Signed out: one toast and
 * off to sign-in, remembering the page. Signed in without a team role: a 403 the admin route's error
 * boundary shows as the "no access" page. An agent opens only their pages (lib/team-access.ts): the
 * portal's front door sends them to their listings, any other admin page is a 403.
 */
export function requireAdmin(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { user } = await ensureSession(queryClient);
    const { pathname, search } = new URL(request.url);
    if (!user) {
      toast.error(ADMIN_SIGN_IN_REQUIRED, { id: 'admin-sign-in-required' });
      throw redirect(`/login?${new URLSearchParams({ returnTo: pathname + search })}`);
    }
    const role = teamRoleOf(user);
    if (!role) throw data('This page needs an admin account', { status: 403 });
    if (!mayOpenAdminPage(role, pathname)) {
      if (pathname.replace(/\/$/, '') === ADMIN_AREA) throw redirect(AGENT_HOME);
      throw data('This page needs an admin account', { status: 403 });
    }
    return null;
  };
}
