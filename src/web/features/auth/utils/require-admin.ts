import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'react-hot-toast';
import { ensureSession } from '#web/lib/session';

export const ADMIN_SIGN_IN_REQUIRED = 'Please login to access admin panel';

/**
 * The admin portal's guard, run by the router before any admin code renders. Signed out: one toast and
 * off to sign-in, remembering the page. Signed in without the admin role: a 403 the admin route's error
 * boundary shows as the "no access" page.
 */
export function requireAdmin(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { user } = await ensureSession(queryClient);
    if (!user) {
      const { pathname, search } = new URL(request.url);
      toast.error(ADMIN_SIGN_IN_REQUIRED, { id: 'admin-sign-in-required' });
      throw redirect(`/login?${new URLSearchParams({ returnTo: pathname + search })}`);
    }
    if (user.role !== 'admin') throw data('This page needs an admin account', { status: 403 });
    return null;
  };
}
