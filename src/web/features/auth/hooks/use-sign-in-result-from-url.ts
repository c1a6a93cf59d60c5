import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '#web/lib/toast';
import { signInErrorMessage } from '#domain/sign-in-errors';
import { useSession } from '#web/lib/session';
import { destinationAfterSignIn, safeReturnTo } from '#web/features/auth/utils/sign-in-destination';
import { SIGNED_IN_TOAST_ID } from './use-popup-sign-in';

/**
 * A full-page sign-in comes back as `?auth=success` on the page the user was headed to, or as
 * `/login?auth_error={code}` (a code, so only our own words are shown). Says so once, then takes the marker out of the address so a reload or the
 * back button does not say it again.
 */
export function useSignInResultFromUrl() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const succeeded = params.get('auth') === 'success';
    const failure = pathname === '/login' ? params.get('auth_error') : null;
    if (!succeeded && failure === null) return;

    params.delete('auth');
    params.delete('auth_error');
    if (failure !== null) {
      toast.error(signInErrorMessage(failure), { id: 'sign-in-error' });
    }
    if (succeeded && user) {
      toast.success('Successfully signed in!', { id: SIGNED_IN_TOAST_ID });
      if (pathname === '/login') {
        void navigate(destinationAfterSignIn(user, safeReturnTo(params.get('returnTo'))), { replace: true });
        return;
      }
    }
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [pathname, search, hash, user, navigate]);
}
