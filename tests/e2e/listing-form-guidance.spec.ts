import { expect, test } from '@playwright/test';
import { aPhoto } from './support/admin-listings.js';
import { ADMIN_SESSION } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';

test.use({ storageState: ADMIN_SESSION });

test.describe('photos smaller than the hint', () => {
  test('a 300 × 200 photo is taken with a warning on its tile; an 1200 × 800 one without', async ({
    page,
  }) => {
    const problems = await watchPageProblems(page);
    await page.goto('/admin/add-property');
    await waitForApp(page);
    await expect(page.getByText('PNG, JPG or JPEG (MAX. 800x400px)')).toBeVisible();
    await page
      .getByLabel('Upload photos')
      .setInputFiles([
        await aPhoto('tiny.jpg', '#b91c1c', { width: 300, height: 200 }),
        await aPhoto('large.jpg', '#15803d'),
      ]);
    const tiles = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
    await expect(tiles).toHaveCount(2);
    await expect(tiles.nth(0)).toContainText(
      'This photo is 300 × 200 px, smaller than 800 × 400 px: it will look blurry on large screens.',
    );
    await expect(tiles.nth(1).getByRole('img')).toHaveJSProperty('complete', true);
    await expect(tiles.nth(1)).not.toContainText('blurry');
    problems.expectNone();
  });
});
