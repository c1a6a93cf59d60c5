import { expect, test } from '@playwright/test';
import { waitForApp } from './support/page-problems.js';

test('a failed request shows a brown, white-text toast centred at the top', async ({ page }) => {
  await page.route('**/api/site', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: 'Site details are unavailable' } },
    }),
  );
  await page.goto('/');
  await waitForApp(page);

  const toast = page.locator('.app-toast', { hasText: 'Site details are unavailable' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS('background-color', 'rgb(124, 74, 45)');
  await expect(toast).toHaveCSS('color', 'rgb(255, 255, 255)');
  // Wait for the enter animation to settle before measuring where it sits.
  await expect(toast).toHaveCSS('opacity', '1');
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
  expect(box.y).toBeLessThan(80);

  // The footer says so too, instead of showing stale or empty contact details.
  await expect(page.getByRole('contentinfo')).toContainText('Contact details are unavailable right now.');
});

test('an error toast goes away by itself after about four seconds', async ({ page }) => {
  await page.route('**/api/site', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: 'Site details are unavailable' } },
    }),
  );
  await page.goto('/');
  const toast = page.locator('.app-toast', { hasText: 'Site details are unavailable' });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(toast).toBeHidden({ timeout: 8_000 });
  const visibleFor = Date.now() - shownAt;
  expect(visibleFor).toBeGreaterThan(3_000);
  expect(visibleFor).toBeLessThan(7_000);
});
