import { expect, test } from '@playwright/test';
import { delayAppScripts } from './support/slow-scripts.js';

test('the start-up overlay shows before the app loads and leaves once the first page renders', async ({
  page,
}) => {
  await delayAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });

  const overlay = page.locator('#startup-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Loading amazing properties...');
  await expect(overlay.locator('.startup-overlay__dots span')).toHaveCount(3);
  await expect(overlay.locator('.startup-overlay__progress')).toBeVisible();
  await expect(overlay.locator('img.startup-overlay__logo')).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: 'Find your next home in India' })).toBeVisible();
  await expect(overlay).toHaveCount(0);
});
