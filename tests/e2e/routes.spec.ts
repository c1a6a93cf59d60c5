import { expect, test } from '@playwright/test';
import { watchPageProblems, waitForApp } from './support/page-problems.js';
import { ADMIN_SESSION } from './support/auth.js';
import { adminPages, publicPages, resolvePage } from './support/routes.js';

test.describe('public pages', () => {
  for (const publicPage of publicPages) {
    test(`${publicPage.path} shows the public layout and its heading cleanly`, async ({ page }) => {
      const { path, heading } = await resolvePage(publicPage);
      const problems = await watchPageProblems(page);
      await page.goto(path);
      await waitForApp(page);

      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'HouseHunt home' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      // The footer's contact details come from GET /api/site.
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /^Email:/ })).toBeVisible();
      problems.expectNone();
    });
  }
});

test.describe('admin pages', () => {
  test.use({ storageState: ADMIN_SESSION });

  for (const adminPage of adminPages) {
    test(`${adminPage.path} shows the admin shell with "${adminPage.page}" cleanly`, async ({ page }) => {
      const { path, page: pageName, navItem } = await resolvePage(adminPage);
      const problems = await watchPageProblems(page);
      await page.goto(path);
      await waitForApp(page);

      await expect(page.getByRole('heading', { level: 1, name: pageName })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
        new RegExp(`^HouseHunt\\s*/\\s*Admin\\s*/\\s*${pageName}$`),
      );
      const sidebar = page.getByTestId('admin-sidebar');
      await expect(sidebar).toContainText('Admin Portal');
      await expect(sidebar.getByRole('link', { name: navItem })).toHaveAttribute('aria-current', 'page');
      await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(
        page.getByRole('combobox', { name: 'Search properties, bookings, clients' }),
      ).toBeVisible();
      problems.expectNone();
    });
  }
});

test('pages are served under the strict content security policy', async ({ page }) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("default-src 'self'");
});

test('moving between pages in the app keeps it free of errors', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('banner').getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible();
  await expect(page).toHaveTitle('Services | HouseHunt');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  problems.expectNone();
});
