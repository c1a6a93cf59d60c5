/**
 * Why a sign-in failed, as a code the server puts in the address and the browser turns into words. Only
 * these words are ever shown: text in a link cannot put a message of someone else's on the site.
 */
export const SIGN_IN_ERROR_MESSAGES = {
  expired: 'This sign-in link has expired or was already used. Please sign in again.',
  cancelled: 'Sign-in was cancelled.',
  refused: 'The sign-in provider could not sign you in.',
  unverified: 'We could not verify this sign-in. Please try again.',
  unreachable: 'The sign-in provider is not reachable right now. Please try again shortly.',
  unavailable: 'Sign-in is not available right now. Please try again shortly.',
  adminRefused: 'Admin accounts cannot use the development sign-in here. Please use the site’s own sign-in.',
} as const;

export type SignInErrorCode = keyof typeof SIGN_IN_ERROR_MESSAGES;

export function signInErrorMessage(code: unknown): string {
  return typeof code === 'string' && Object.hasOwn(SIGN_IN_ERROR_MESSAGES, code)
    ? SIGN_IN_ERROR_MESSAGES[code as SignInErrorCode]
    : 'Sign-in did not work. Please try again.';
}
