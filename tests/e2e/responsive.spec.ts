import { expect, test } from '@playwright/test';
import { horizontalOverflow, waitForApp } from './support/page-problems.js';
import { ADMIN_SESSION, VISITOR_SESSION } from './support/auth.js';
import { adminPages, publicPages, resolvePage } from './support/routes.js';

test.use({ viewport: { width: 360, height: 740 } });

test('public pages fit a 360 px wide phone without sideways scrolling', async ({ page }) => {
  for (const publicPage of publicPages) {
    const { path, heading } = await resolvePage(publicPage);
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await horizontalOverflow(page), `${path} scrolls sideways`).toBe(0);
  }
});

test.describe('signed in as an admin', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('admin pages fit a 360 px wide phone without sideways scrolling', async ({ page }) => {
    for (const adminPage of adminPages) {
      const { path, page: pageName } = await resolvePage(adminPage);
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: pageName })).toBeVisible();
      expect(await horizontalOverflow(page), `${path} scrolls sideways`).toBe(0);
    }
  });

  test('on a phone the admin sidebar is a drawer that opens over the page and closes again', async ({
    page,
  }) => {
    await page.goto('/admin');
    await waitForApp(page);
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Close navigation' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await sidebar.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(sidebar).toBeHidden();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

test.describe('signed in as a visitor', () => {
  test.use({ storageState: VISITOR_SESSION });

  test('the "no access" page and the account menu fit a 360 px wide phone', async ({ page }) => {
    await page.goto('/admin');
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No access to the admin portal' }),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);

    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('region', { name: 'Account' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sign in' }),
    ).toHaveCount(0);
  });
});

test('on a phone the public menu opens with every page and closes after choosing one', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const name of ['Home', 'Properties', 'Villas on Demand', 'Services', 'About', 'Contact', 'Sign in']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(menu).toBeHidden();
});
