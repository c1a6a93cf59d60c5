/** How a sign-in ends in the browser: the popup's last page, or a redirect back into the site. */
import type { FastifyReply } from 'fastify';
import { SIGN_IN_ERROR_MESSAGES, type SignInErrorCode } from '#domain/sign-in-errors';
import { renderPopupResult, type PopupResult } from './popup-result.js';
import type { SignInMode } from './sign-in-service.js';

// Every state starts with its sign-in's mode, so a popup whose sign-in cannot be found still answers as
// a popup (to the window that opened it) instead of showing the site inside itself.
export const modeOfState = (state: string | undefined): SignInMode =>
  state?.startsWith('popup.') ? 'popup' : 'redirect';

function withQuery(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function finishWithSuccess(reply: FastifyReply, mode: SignInMode, returnTo: string) {
  if (mode === 'popup') return sendPopupResult(reply, { status: 'success', returnTo });
  return reply.redirect(withQuery(returnTo, 'auth', 'success'), 302);
}

export function finishWithError(reply: FastifyReply, mode: SignInMode, code: SignInErrorCode) {
  if (mode === 'popup')
    return sendPopupResult(reply, { status: 'error', message: SIGN_IN_ERROR_MESSAGES[code] });
  return reply.redirect(withQuery('/login', 'auth_error', code), 302);
}

function sendPopupResult(reply: FastifyReply, result: PopupResult) {
  return reply.type('text/html; charset=utf-8').send(renderPopupResult(result));
}
