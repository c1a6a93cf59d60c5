import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast';
import type { IdentityProvider } from '#domain/identity-providers';
import { sessionQueryOptions } from '#web/lib/session';
import {
  centredPopupFeatures,
  destinationAfterSignIn,
  signInUrl,
} from '#web/features/auth/utils/sign-in-destination';

/** What the server's last popup page sends back: by postMessage to the opener, or on this channel. */
type SignInResult =
  | { source: 'househunt-auth'; status: 'success'; returnTo?: string }
  | { source: 'househunt-auth'; status: 'error'; message?: string };

// The popup falls back to this same-origin channel when a provider's page cut it off from its opener.
const RESULT_CHANNEL = 'househunt-auth';
const POPUP_NAME = 'househunt-sign-in';
const POLL_MS = 400;
// A popup reads as closed a moment before its result arrives, so it must look closed on consecutive checks.
const CLOSED_CHECKS_BEFORE_GIVING_UP = 3;

export const SIGNED_IN_TOAST_ID = 'signed-in';
const WINDOW_CLOSED_TOAST_ID = 'sign-in-window-closed';
const SIGN_IN_ERROR_TOAST_ID = 'sign-in-error';

function isSignInResult(data: unknown): data is SignInResult {
  if (typeof data !== 'object' || data === null) return false;
  const { source, status } = data as Record<string, unknown>;
  return source === 'househunt-auth' && (status === 'success' || status === 'error');
}

/**
 * Signs in through a provider in a centred popup, keeping this page as it is. Falls back to a full-page
 * sign-in when the browser blocks popups. On success the session is read again and the user goes to
 * `returnTo`, or by role to the admin portal or the home page.
 */
export function usePopupSignIn(returnTo: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pendingProviderId, setPendingProviderId] = useState<string | null>(null);
  const popupRef = useRef<Window | null>(null);
  // Results are only for a page that started a sign-in: other tabs hear the channel too.
  const startedRef = useRef(false);

  const completeSignIn = useEffectEvent(async (result: SignInResult) => {
    popupRef.current = null;
    setPendingProviderId(null);
    toast.dismiss(WINDOW_CLOSED_TOAST_ID);
    if (result.status === 'error') {
      toast.error(result.message || 'Sign-in did not work. Please try again.', {
        id: SIGN_IN_ERROR_TOAST_ID,
      });
      return;
    }
    try {
      const { user } = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      if (!user) {
        toast.error('Sign-in did not complete. Please try again.', { id: SIGN_IN_ERROR_TOAST_ID });
        return;
      }
      toast.success('Successfully signed in!', { id: SIGNED_IN_TOAST_ID });
      void navigate(destinationAfterSignIn(user, returnTo), { replace: true });
    } catch {
      toast.error('You are signed in, but your account could not be loaded. Please reload the page.', {
        id: SIGN_IN_ERROR_TOAST_ID,
      });
    }
  });

  const receive = useEffectEvent((data: unknown) => {
    if (startedRef.current && isSignInResult(data)) void completeSignIn(data);
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own pages may report a sign-in.
      if (event.origin === window.location.origin) receive(event.data);
    };
    window.addEventListener('message', onMessage);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(RESULT_CHANNEL) : null;
    if (channel) channel.onmessage = (event: MessageEvent) => receive(event.data);
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, []);

  const giveUp = useEffectEvent(() => {
    popupRef.current = null;
    setPendingProviderId(null);
    // Closing the window is a choice, not a failure: one quiet note, never a stack of them.
    toast('Sign-in window closed', { id: WINDOW_CLOSED_TOAST_ID });
  });

  useEffect(() => {
    if (!pendingProviderId) return;
    let closedChecks = 0;
    const timer = window.setInterval(() => {
      // A provider page that cuts the popup off from its opener (Google's does) makes it read as closed
      // while still open; it then still has the focus, whereas a really closed popup hands it back here.
      const abandoned = popupRef.current?.closed && document.hasFocus();
      closedChecks = abandoned ? closedChecks + 1 : 0;
      if (closedChecks >= CLOSED_CHECKS_BEFORE_GIVING_UP) giveUp();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [pendingProviderId]);

  const signIn = (provider: IdentityProvider) => {
    const openPopup = popupRef.current;
    if (openPopup && !openPopup.closed) {
      openPopup.focus();
      return;
    }
    startedRef.current = true;
    toast.dismiss(WINDOW_CLOSED_TOAST_ID);
    const popup = window.open(
      signInUrl(provider.id, 'popup', returnTo),
      POPUP_NAME,
      centredPopupFeatures(window),
    );
    if (!popup) {
      // Popups blocked: sign in in this tab; the server brings the user back with ?auth=success.
      window.location.assign(signInUrl(provider.id, 'redirect', returnTo ?? '/login'));
      return;
    }
    popupRef.current = popup;
    setPendingProviderId(provider.id);
  };

  return { signIn, pendingProviderId };
}
