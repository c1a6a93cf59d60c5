import { expect, test } from '@playwright/test';
import { watchPageProblems, waitForApp } from './support/page-problems.js';

for (const path of ['/no-such-page', '/admin/no-such-screen']) {
  test(`${path} shows the 404 page with a way home`, async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'HouseHunt home' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | HouseHunt');

    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next home in India' })).toBeVisible();
    problems.expectNone();
  });
}
