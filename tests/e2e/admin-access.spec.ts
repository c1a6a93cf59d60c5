import { expect, test } from '@playwright/test';
import {
  currentSession,
  DEV_PROVIDER_BUTTON,
  signInByRedirect,
  signInThroughPopup,
  toastWith,
  VISITOR_SESSION,
} from './support/auth.js';
import { PAST_EVERY_POLL, watchApiTraffic } from './support/api-traffic.js';
import { waitForApp } from './support/page-problems.js';
import { aListingOfOurOwn } from './support/test-listings.js';

test('signed out, an admin page asks for sign-in and comes back to that page afterwards', async ({
  page,
}) => {
  await page.goto('/admin/properties');
  await waitForApp(page);

  await expect(toastWith(page, 'Please login to access admin panel')).toHaveCount(1);
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fproperties$/);
  await expect(page.getByTestId('admin-sidebar')).toHaveCount(0);
  await expect(page.getByText('Sign in with your staff account')).toBeVisible();

  await signInThroughPopup(page, 'Demo Admin');

  await expect(toastWith(page, 'Successfully signed in!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/properties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
});

test('the admin API refuses a signed-out browser', async ({ page }) => {
  const response = await page.request.get('/api/admin/users');
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
});

test.describe('a signed-in visitor', () => {
  test.use({ storageState: VISITOR_SESSION });

  test('sees "no access" at /admin, never the portal', async ({ page }) => {
    await page.goto('/admin');
    await waitForApp(page);

    await expect(
      page.getByRole('heading', { level: 1, name: 'No access to the admin portal' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'You are signed in as visitor@example.com, which does not have admin access.',
    );
    await expect(page).toHaveTitle('No access to the admin portal | HouseHunt');
    await expect(page.getByTestId('admin-sidebar')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Search properties, bookings, clients' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    const response = await page.request.get('/api/admin/users');
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  test('is still refused deeper in the portal, with the page kept in the address', async ({ page }) => {
    const { id } = await aListingOfOurOwn();
    await page.goto(`/admin/edit-property/${id}`);
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No access to the admin portal' }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/edit-property/${id}$`));
  });
});

test('a visitor can sign out from the "no access" page and sign in with a staff account', async ({
  page,
}) => {
  await signInByRedirect(page, 'Demo Visitor', '/admin/bookings');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'No access to the admin portal' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(toastWith(page, 'Successfully signed out!')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fbookings$/);

  await signInThroughPopup(page, 'Demo Admin');
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
});

test('signing out from the admin profile menu ends the session and closes the portal', async ({ page }) => {
  // A session of its own: signing out ends it on the server.
  await signInByRedirect(page, 'Demo Admin', '/admin');
  await waitForApp(page);
  await page.evaluate("localStorage.setItem('user', '{}')");
  const logoutHeaders = page
    .waitForRequest((request) => request.url().endsWith('/api/auth/logout'))
    .then((request) => request.allHeaders());

  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.getByRole('region', { name: 'Profile' });
  await expect(menu).toContainText('Demo Admin');
  await expect(menu).toContainText('Signed in as');
  await expect(menu).toContainText('admin@example.com');
  await menu.getByRole('button', { name: 'Sign Out' }).click();

  await expect(toastWith(page, 'Successfully signed out!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: DEV_PROVIDER_BUTTON })).toBeVisible();
  expect((await logoutHeaders)['x-csrf-token']).toEqual(expect.any(String));
  expect((await currentSession(page)).user).toBeNull();
  expect(await page.evaluate<string | null>("localStorage.getItem('user')")).toBeNull();

  await page.goto('/admin');
  await waitForApp(page);
  await expect(toastWith(page, 'Please login to access admin panel')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin$/);
});

test.describe('after the session ends the portal stops asking the server', () => {
  // Sessions of their own: each test ends its session on the server. ("Sign out of all sessions" is covered in
  // settings.spec.ts, with an account of its own: it would end the shared Demo Admin session too.)
  test.beforeEach(async ({ page }) => {
    // A clock the test can move on, so waiting out the polls takes no real minutes.
    await page.clock.install();
    await signInByRedirect(page, 'Demo Admin', '/admin/notifications');
    await waitForApp(page);
    await expect(
      page.getByRole('button', { name: 'Notifications', exact: true }),
    ).toHaveAccessibleDescription(/unread notification/);
  });

  test('signed out from the profile menu: no poll goes out, none meets a 401', async ({ page }) => {
    const traffic = watchApiTraffic(page);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toastWith(page, 'Successfully signed out!')).toBeVisible();

    await page.clock.fastForward(PAST_EVERY_POLL);
    await page.waitForLoadState('networkidle');
    expect(traffic.refused()).toEqual([]);
    expect(traffic.adminRequestsAfterFirstRefusal()).toEqual([]);
  });

  test('ended elsewhere: the first refused poll sends the admin to sign in, and nothing follows it', async ({
    page,
  }) => {
    const traffic = watchApiTraffic(page);
    // Ended on the server behind the page's back, as an expiry or a sign-out in another tab would.
    const { csrfToken } = await currentSession(page);
    const ended = await page.request.post('/api/auth/logout', { headers: { 'x-csrf-token': csrfToken! } });
    expect(ended.ok()).toBe(true);

    await page.clock.fastForward('00:16');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fnotifications$/);
    await expect(toastWith(page, 'Please login to access admin panel')).toBeVisible();
    expect(traffic.refused().length).toBeGreaterThan(0);

    await page.clock.fastForward(PAST_EVERY_POLL);
    await page.waitForLoadState('networkidle');
    expect(traffic.adminRequestsAfterFirstRefusal()).toEqual([]);
  });
});
