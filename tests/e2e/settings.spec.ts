import { randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { ADMIN_SESSION, currentSession, signInByRedirect, toastWith } from './support/auth.js';
import { PAST_EVERY_POLL, watchApiTraffic } from './support/api-traffic.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';

type SiteSettingsBody = { settings: Record<string, unknown>; version: number };

async function adminApi(browser: Browser) {
  const context = await browser.newContext({ storageState: ADMIN_SESSION });
  const page = await context.newPage();
  await page.goto('/');
  const { csrfToken } = await currentSession(page);
  return { context, api: page.request, csrfToken: csrfToken! };
}

async function readSiteSettings(api: APIRequestContext): Promise<SiteSettingsBody> {
  const response = await api.get('/api/admin/settings/site');
  expect(response.ok()).toBe(true);
  return (await response.json()) as SiteSettingsBody;
}

test.describe('site settings', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('the admin changes the contact phone and /contact-us shows it', async ({ page, browser }) => {
    // A second browser for the API, the settings form and a public page: near 20 seconds on a busy machine.
    test.slow();
    const problems = await watchPageProblems(page);
    const { context, api, csrfToken } = await adminApi(browser);
    const original = await readSiteSettings(api);
    const newPhone = `+91 44 ${randomInt(2000, 9999)} ${randomInt(1000, 9999)}`;
    try {
      await page.goto('/admin/settings');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      const phone = page.getByLabel('Contact phone');
      await expect(phone).toHaveValue(String(original.settings.contactPhone));

      await phone.fill('');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Contact phone is required')).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');

      // A number too short is not a missing one: the message says which numbers are taken.
      await phone.fill('12345');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(phone).toHaveAccessibleDescription(/10-digit mobile or a landline with its STD code/);
      await expect(page.getByText('Contact phone is required')).toBeHidden();
      await expectNoSeriousAccessibilityViolations(page, '/admin/settings with a field error');
      await page.getByRole('button', { name: 'Toggle dark mode' }).click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectNoSeriousAccessibilityViolations(page, '/admin/settings with a field error (dark)');

      await phone.fill(newPhone);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(toastWith(page, 'Site settings saved')).toBeVisible();

      // A visitor in a browser of their own sees the new number.
      const visitor = await browser.newContext();
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/contact-us');
      const details = visitorPage.getByRole('region', { name: 'Reach HouseHunt' });
      await expect(details).toContainText(newPhone);
      await visitor.close();
      problems.expectNone();
    } finally {
      // The E2E server's data is shared by every test in the run: put the settings back.
      const current = await readSiteSettings(api);
      const restored = await api.put('/api/admin/settings/site', {
        headers: { 'x-csrf-token': csrfToken },
        data: { ...original.settings, version: current.version },
      });
      expect(restored.ok()).toBe(true);
      await context.close();
    }
  });

  test('removing admin from an ADMIN_EMAILS address is refused in the dialog, saying why', async ({
    page,
  }) => {
    await page.goto('/admin/settings');
    await waitForApp(page);
    const row = page.getByRole('row', { name: /admin@example\.com/ });
    await expect(row).toContainText('Admin');
    await row.getByRole('button', { name: /Remove admin/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove admin access?' });
    await expect(dialog).toContainText('You will lose access to the admin portal');
    await dialog.getByRole('button', { name: 'Remove admin' }).click();
    // The demo admin's address is in ADMIN_EMAILS: the server refuses and says why.
    await expect(dialog.getByRole('alert')).toContainText('ADMIN_EMAILS');
    await expectNoSeriousAccessibilityViolations(page, '/admin/settings with a refused role change');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Admin');
  });
});

test('a new admin renames themselves, sees it in the profile menu, then signs out of all sessions', async ({
  page,
  browser,
}) => {
  // Signs a new account in twice, edits it and signs it out everywhere: more steps than the default allows.
  test.slow();
  const email = `settings-${randomBytes(4).toString('hex')}@example.com`;
  // A clock the test can move on, to wait out the portal's polls after signing out.
  await page.clock.install();
  await signInByRedirect(page, { email }, '/');

  // The demo admin makes the new account an admin, through the users section.
  const admin = await browser.newContext({ storageState: ADMIN_SESSION });
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/settings');
  await waitForApp(adminPage);
  const row = adminPage.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
  await row.getByRole('button', { name: /Make admin/ }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Make this person an admin?' });
  await dialog.getByRole('button', { name: 'Make admin' }).click();
  await expect(toastWith(adminPage, `${email} is now an admin`)).toBeVisible();
  await expect(row).toContainText('Admin');

  try {
    // A second device signed in to the same account, to be signed out from the first.
    const otherDevice = await browser.newContext();
    const otherPage = await otherDevice.newPage();
    await signInByRedirect(otherPage, { email }, '/');
    expect((await currentSession(otherPage)).user?.role).toBe('admin');

    await page.goto('/admin/profile');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    // A new admin who never chose gets each new booking and enquiry by mail, and the page says so.
    await expect(page.getByRole('switch', { name: 'New bookings' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'New enquiries' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Daily digest' })).not.toBeChecked();
    await expect(
      page.getByText(
        'New bookings and new enquiries are mailed to every admin unless they turn them off here',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousAccessibilityViolations(page, '/admin/profile (dark)');
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.getByLabel('Photo link').fill('http://insecure.example.com/me.jpg');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Enter a full photo link starting with https://')).toBeVisible();
    await page.getByLabel('Photo link').fill('');
    await page.getByLabel('Display name').fill('Kavya Raman');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(toastWith(page, 'Profile saved')).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, '/admin/profile');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    const menu = page.getByRole('region', { name: 'Profile', exact: true });
    await expect(menu).toContainText('Kavya Raman');
    await menu.getByRole('link', { name: 'Account Settings' }).click();

    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(email);
    await expectNoSeriousAccessibilityViolations(page, '/admin/account');
    const traffic = watchApiTraffic(page);
    await page.getByRole('button', { name: 'Sign out of all sessions' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out of all sessions?' })
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(toastWith(page, 'Successfully signed out!')).toBeVisible();
    await expect(toastWith(page, 'Please login to access admin panel')).toHaveCount(0);
    // The portal's polls stopped with the session: none goes out, none meets a 401.
    await page.clock.fastForward(PAST_EVERY_POLL);
    await page.waitForLoadState('networkidle');
    expect(traffic.refused()).toEqual([]);
    expect(traffic.adminRequestsAfterFirstRefusal()).toEqual([]);
    expect((await currentSession(page)).user).toBeNull();
    expect((await currentSession(otherPage)).user).toBeNull();
    await otherDevice.close();
  } finally {
    // Leave the shared server with no extra admin.
    const { csrfToken } = await currentSession(adminPage);
    const users = (await (await adminPage.request.get('/api/admin/users')).json()) as {
      users: Array<{ id: string; email: string }>;
    };
    const created = users.users.find((user) => user.email === email);
    if (created) {
      await adminPage.request.patch(`/api/admin/users/${created.id}/role`, {
        headers: { 'x-csrf-token': csrfToken! },
        data: { role: 'user' },
      });
    }
    await admin.close();
  }
});

test.describe('background jobs', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('a failed job shows its error in both themes, and Retry runs it again', async ({ page }) => {
    // A run, a failure, a retry and a second run, each picked up by the server's polling worker.
    test.slow();
    const problems = await watchPageProblems(page);
    // A file copied into the photo store by hand two days ago: not HouseHunt's to delete, so the stray-file
    // sweep removes nothing of it and fails, naming it, for an admin to act on.
    const name = `Copied By Hand ${randomBytes(3).toString('hex')}.JPG`;
    const folder = join(process.env.E2E_DATA_DIR!, 'media', 'properties');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, name);
    writeFileSync(file, 'a photo someone copied in');
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    utimesSync(file, twoDaysAgo, twoDaysAgo);
    try {
      await page.goto('/admin/settings');
      await waitForApp(page);
      const section = page.getByRole('region', { name: 'Background jobs' });
      await section.getByRole('button', { name: 'Run now: Remove stray photo files' }).click();
      await expect(toastWith(page, 'Remove stray photo files: queued to run now')).toBeVisible();

      const failure = section.getByRole('listitem').filter({ hasText: name });
      await expect(failure).toBeVisible({ timeout: 30_000 });
      await expect(failure).toContainText('Remove stray photo files');
      await expect(failure).toContainText('after 1 attempt');
      await expect(failure).toContainText('names HouseHunt never writes');
      await expectNoSeriousAccessibilityViolations(page, '/admin/settings with a failed job (light)');
      await page.getByRole('button', { name: 'Toggle dark mode' }).click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectNoSeriousAccessibilityViolations(page, '/admin/settings with a failed job (dark)');

      // The admin moves the file away and retries: the run succeeds and the failure leaves the list.
      rmSync(file);
      await failure.getByRole('button', { name: /^Retry Remove stray photo files, failed / }).click();
      await expect(toastWith(page, 'Remove stray photo files: will run again')).toBeVisible();
      await expect(failure).toHaveCount(0, { timeout: 30_000 });
      problems.expectNone();
    } finally {
      rmSync(file, { force: true });
    }
  });
});
