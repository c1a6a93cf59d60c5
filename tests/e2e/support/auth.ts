import { expect, type Page } from '@playwright/test';

/**
 * Saved sessions, written by auth.setup.ts once per run (Playwright empties test-results at the start).
 * Use them only in tests that do not sign out: signing out ends the shared session on the server.
 */
export const ADMIN_SESSION = 'test-results/.auth/admin.json';
export const VISITOR_SESSION = 'test-results/.auth/visitor.json';

/** The embedded development identity provider's button on /login. */
export const DEV_PROVIDER_BUTTON = 'Continue with HouseHunt Dev Sign-in';

/** An account on the development provider's chooser: a demo account, or any address typed in. */
export type DevAccount = 'Demo Admin' | 'Demo Visitor' | { email: string };

export async function chooseDevAccount(page: Page, account: DevAccount) {
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  if (typeof account === 'string') {
    await page.getByRole('button', { name: account }).click();
  } else {
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
}

/** On /login: presses the provider button and signs in in the popup, which closes itself afterwards. */
export async function signInThroughPopup(page: Page, account: DevAccount) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: DEV_PROVIDER_BUTTON }).click();
  const popup = await popupOpened;
  const popupClosed = popup.waitForEvent('close');
  await chooseDevAccount(popup, account);
  await popupClosed;
}

/** The fast way in for tests about something else: a full-page sign-in that lands on `returnTo`. */
export async function signInByRedirect(page: Page, account: DevAccount, returnTo = '/') {
  await page.goto(`/api/auth/login/dev?${new URLSearchParams({ mode: 'redirect', returnTo }).toString()}`);
  await chooseDevAccount(page, account);
  await page.waitForURL((url) => url.pathname === returnTo);
}

type MeResponse = {
  user: { id: string; email: string; role: string; name: string | null } | null;
  csrfToken: string | null;
};

/** What the server says about the browser's session (the page's cookies go with the request). */
export async function currentSession(page: Page): Promise<MeResponse> {
  const response = await page.request.get('/api/me');
  expect(response.ok()).toBe(true);
  return (await response.json()) as MeResponse;
}

/** The toasts on screen with this text (react-hot-toast keeps one per id). */
export const toastWith = (page: Page, text: string) => page.locator('.app-toast', { hasText: text });
