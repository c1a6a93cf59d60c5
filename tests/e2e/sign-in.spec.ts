import { expect, test } from '@playwright/test';
import {
  ADMIN_SESSION,
  chooseDevAccount,
  currentSession,
  DEV_PROVIDER_BUTTON,
  signInByRedirect,
  signInThroughPopup,
  toastWith,
} from './support/auth.js';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { watchPageProblems, waitForApp } from './support/page-problems.js';

test.describe('signed out', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await waitForApp(page);
  });

  test('Demo Admin signs in through the popup and lands in the admin portal', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.reload();
    await waitForApp(page);
    const providerButton = page.getByRole('button', { name: DEV_PROVIDER_BUTTON });
    await expect(providerButton).toBeVisible();

    const popupOpened = page.waitForEvent('popup');
    await providerButton.click();
    const popup = await popupOpened;
    // While the popup is open the button is busy and the page says where to finish.
    await expect(providerButton).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'window that opened' })).toBeVisible();

    const popupClosed = popup.waitForEvent('close');
    await chooseDevAccount(popup, 'Demo Admin');
    await popupClosed;

    await expect(toastWith(page, 'Successfully signed in!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const session = await currentSession(page);
    expect(session.user).toMatchObject({ email: 'admin@example.com', role: 'admin', name: 'Demo Admin' });
    expect(session.csrfToken).toEqual(expect.any(String));
    problems.expectNone();
  });

  test('Demo Visitor signs in through the popup and lands on the home page', async ({ page }) => {
    await signInThroughPopup(page, 'Demo Visitor');

    await expect(toastWith(page, 'Successfully signed in!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next home in India' })).toBeVisible();
    expect((await currentSession(page)).user).toMatchObject({ email: 'visitor@example.com', role: 'user' });

    // The public header now holds the visitor's account menu, without the admin portal.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('region', { name: 'Account' });
    await expect(menu).toContainText('Demo Visitor');
    await expect(menu).toContainText('visitor@example.com');
    await expect(menu.getByRole('link', { name: 'Admin portal' })).toHaveCount(0);
  });

  test('any address typed into the Email box signs in as a user, not an admin', async ({ page }) => {
    await signInThroughPopup(page, { email: 'someone@example.com' });

    await expect(toastWith(page, 'Successfully signed in!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await currentSession(page)).user).toMatchObject({ email: 'someone@example.com', role: 'user' });
  });

  test('closing the sign-in window says so once, quietly, and the button is ready again', async ({
    page,
  }) => {
    const providerButton = page.getByRole('button', { name: DEV_PROVIDER_BUTTON });
    const popupOpened = page.waitForEvent('popup');
    await providerButton.click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await popup.close();

    const note = toastWith(page, 'Sign-in window closed');
    await expect(note).toBeVisible();
    await expect(providerButton).toHaveAttribute('aria-busy', 'false');
    // Nothing else piles up while the page keeps watching: one neutral note, no error.
    await page.waitForTimeout(1_500);
    await expect(page.locator('.app-toast')).toHaveText(['Sign-in window closed']);
    expect((await currentSession(page)).user).toBeNull();

    // Trying again works.
    const retryOpened = page.waitForEvent('popup');
    await providerButton.click();
    const retry = await retryOpened;
    const retryClosed = retry.waitForEvent('close');
    await chooseDevAccount(retry, 'Demo Visitor');
    await retryClosed;
    await expect(toastWith(page, 'Successfully signed in!')).toBeVisible();
    await expect(note).toHaveCount(0);
  });

  test('when the browser blocks the popup, sign-in carries on in the same tab', async ({ page }) => {
    await page.addInitScript({ content: 'window.open = () => null;' });
    await page.reload();
    await waitForApp(page);

    await page.getByRole('button', { name: DEV_PROVIDER_BUTTON }).click();
    await chooseDevAccount(page, 'Demo Admin');

    await expect(toastWith(page, 'Successfully signed in!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a sign-in error from the provider shows once and leaves a clean address', async ({ page }) => {
    await page.goto('/login?auth_error=cancelled');
    await waitForApp(page);

    await expect(toastWith(page, 'Sign-in was cancelled.')).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: DEV_PROVIDER_BUTTON })).toBeVisible();
  });

  test('a site opened under another host name moves to the public address, and the popup signs it in', async ({
    page,
    baseURL,
  }) => {
    // The test server's public address is http://127.0.0.1:PORT; localhost is the same server by another name.
    const publicAddress = new URL(baseURL!);
    const otherName = `http://localhost:${publicAddress.port}`;
    await page.goto(`${otherName}/login?returnTo=%2Fshortlist`);
    await waitForApp(page);
    expect(new URL(page.url()).origin).toBe(publicAddress.origin);

    await signInThroughPopup(page, 'Demo Visitor');

    await expect(toastWith(page, 'Successfully signed in!')).toBeVisible();
    await expect(page).toHaveURL(`${publicAddress.origin}/shortlist`);
    expect((await currentSession(page)).user).toMatchObject({ email: 'visitor@example.com' });
  });

  test('a sign-in that can no longer be found says so on the page, and the popup closes', async ({
    page,
    context,
  }) => {
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: DEV_PROVIDER_BUTTON }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    // What ten minutes at the chooser do, or a sign-in started under another host name: no state cookie.
    await context.clearCookies({ name: 'hh_auth_state' });

    const popupClosed = popup.waitForEvent('close');
    await chooseDevAccount(popup, 'Demo Visitor');
    await popupClosed;

    await expect(
      toastWith(page, 'This sign-in link has expired or was already used. Please sign in again.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: DEV_PROVIDER_BUTTON })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    expect((await currentSession(page)).user).toBeNull();
  });

  test("the provider's pages ask for nothing that is missing, and pass axe in both colour schemes", async ({
    page,
  }) => {
    // A sign-in and two axe runs: near 30 seconds on a busy machine.
    test.slow();
    const missing: string[] = [];
    page.context().on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    });
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: DEV_PROVIDER_BUTTON }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    // Chromium fetches a page's icon out of the page's sight: the page must name one that exists.
    const iconHref = await popup.locator('link[rel="icon"]').getAttribute('href');
    expect(iconHref).toBe('/favicon.svg');
    for (const colorScheme of ['light', 'dark'] as const) {
      await popup.emulateMedia({ colorScheme });
      await expectNoSeriousAccessibilityViolations(popup, `the account chooser (${colorScheme})`);
    }
    // The icon it names, and where a browser looks when a page names none.
    for (const path of [iconHref!, '/favicon.ico']) {
      const icon = await page.request.get(path);
      expect(icon.status(), path).toBe(200);
      expect(icon.headers()['content-type'], path).toMatch(/^image\/svg\+xml/);
    }

    const popupClosed = popup.waitForEvent('close');
    await chooseDevAccount(popup, 'Demo Visitor');
    await popupClosed;
    await expect(toastWith(page, 'Successfully signed in!')).toBeVisible();
    expect(missing).toEqual([]);
  });

  test('text put in the address by someone else is never shown as a message', async ({ page }) => {
    await page.goto('/login?auth_error=Account%20locked%2C%20call%20%2B91%2099999%2000000');
    await waitForApp(page);

    await expect(toastWith(page, 'Sign-in did not work. Please try again.')).toHaveCount(1);
    await expect(page.getByText('Account locked')).toHaveCount(0);
  });
});

test('a full-page sign-in returns to the page asked for, says so once and tidies the address', async ({
  page,
}) => {
  await signInByRedirect(page, 'Demo Visitor', '/properties');
  await waitForApp(page);

  await expect(toastWith(page, 'Successfully signed in!')).toHaveCount(1);
  await expect(page).toHaveURL(/\/properties$/);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties for sale and rent' })).toBeVisible();
  await expect(toastWith(page, 'Successfully signed in!')).toHaveCount(0);
});

test('when the session cannot be read the site still opens, signed out, without an error toast', async ({
  page,
}) => {
  await page.route('**/api/me', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Session store is down' } } }),
  );
  await page.goto('/');
  await waitForApp(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Find your next home in India' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(toastWith(page, 'Session store is down')).toHaveCount(0);
});

test.describe('already signed in', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('/login offers the way on instead of the sign-in buttons', async ({ page }) => {
    await page.goto('/login');
    await waitForApp(page);

    await expect(page.getByText('You are signed in as')).toBeVisible();
    await expect(page.getByText('admin@example.com')).toBeVisible();
    await expect(page.getByRole('button', { name: DEV_PROVIDER_BUTTON })).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue to the admin portal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
