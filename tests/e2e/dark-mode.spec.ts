import { expect, test } from '@playwright/test';
import { ADMIN_SESSION } from './support/auth.js';
import { waitForApp } from './support/page-problems.js';
import { delayAppScripts } from './support/slow-scripts.js';

const storedDarkMode = "localStorage.getItem('darkMode')";

test('dark mode is off by default', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(await page.evaluate<string | null>(storedDarkMode)).toBeNull();
});

test('dark mode chosen in the public header survives a reload, and can be switched off again', async ({
  page,
}) => {
  await page.goto('/about-us');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate<string | null>(storedDarkMode)).toBe('true');

  await page.reload();
  await waitForApp(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate<string | null>(storedDarkMode)).toBe('false');
  await page.reload();
  await waitForApp(page);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test.describe('signed in as an admin', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('the admin header toggle shares the same preference with the public site', async ({ page }) => {
    await page.goto('/admin');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.goto('/');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});

test('a saved dark preference applies before the app code runs, so there is no white flash', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();

  await delayAppScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#startup-overlay')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // Still the static overlay: the app bundle has not run yet.
  await expect(page.locator('#startup-overlay')).not.toHaveClass(/leaving/);
});
