/** Where sign-in starts and ends: the provider's address, and the page a signed-in user goes to next. */
import { safeReturnTo as sitePath } from '#domain/return-to';
import type { SessionUser } from '#web/lib/session';
import { AGENT_HOME } from '#web/lib/team-access';

/** A page of this site the user was headed to, or null; never /login itself, which would loop. */
export function safeReturnTo(value: string | null | undefined): string | null {
  const path = sitePath(value);
  return path && new URL(path, 'https://househunt.invalid').pathname !== '/login' ? path : null;
}

/**
 * The page the user was headed to; otherwise admins open the portal, agents their listings in it and everyone
 * else the home page.
 */
export function destinationAfterSignIn(user: Pick<SessionUser, 'role'>, returnTo: string | null): string {
  if (returnTo) return returnTo;
  if (user.role === 'admin') return '/admin';
  return user.role === 'agent' ? AGENT_HOME : '/';
}

export type SignInMode = 'popup' | 'redirect';

/** Where the browser goes to start signing in with a provider (the server then sends it on). */
export function signInUrl(providerId: string, mode: SignInMode, returnTo: string | null): string {
  const query = new URLSearchParams({ mode });
  if (returnTo) query.set('returnTo', returnTo);
  return `/api/auth/login/${encodeURIComponent(providerId)}?${query}`;
}

export const POPUP_SIZE = { width: 480, height: 640 };

type OpenerWindow = Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>;

/** `window.open` features for a popup centred over the window that opens it. */
export function centredPopupFeatures(opener: OpenerWindow, size = POPUP_SIZE): string {
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - size.height) / 2));
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`;
}
