/**
 * The last page of a sign-in popup: hands the result to the window that opened it and closes. The script
 * is a same-origin file (the CSP allows no inline script); the result travels in data attributes.
 */
import { SITE_ICON_LINK } from '#server/http/site-icon';
import { escapeHtml } from '#server/http/escape-html';

export type PopupResult = { status: 'success'; returnTo: string } | { status: 'error'; message: string };

export function renderPopupResult(result: PopupResult): string {
  const data =
    result.status === 'success'
      ? `data-status="success" data-return-to="${escapeHtml(result.returnTo)}"`
      : `data-status="error" data-message="${escapeHtml(result.message)}"`;
  const text =
    result.status === 'success'
      ? 'You are signed in. You can close this window.'
      : escapeHtml(result.message);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>HouseHunt sign-in</title>
${SITE_ICON_LINK}
<script src="/api/auth/popup.js" defer></script></head>
<body ${data}><p style="font-family: system-ui, sans-serif; padding: 24px">${text}</p></body></html>`;
}

// postMessage to the opener, with our own origin as the only allowed target. When a cross-origin provider
// page severed window.opener, a same-origin BroadcastChannel still reaches the tab that opened the popup.
export const POPUP_SCRIPT = `(() => {
  const data = document.body.dataset;
  const result = { source: 'househunt-auth', status: data.status, message: data.message, returnTo: data.returnTo };
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(result, window.location.origin);
  } else {
    const channel = new BroadcastChannel('househunt-auth');
    channel.postMessage(result);
    channel.close();
  }
  window.close();
})();
`;
