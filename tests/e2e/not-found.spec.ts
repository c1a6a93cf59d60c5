import { expect, test } from '@playwright/test';
import { NOT_FOUND_LOGGED, watchPageProblems, waitForApp } from './support/page-problems.js';

// A public address that does not exist is a 404 document (crawlers, link checkers); the portal's own
// unknown screens are answered by the app inside the signed-in shell.
for (const [path, status] of [
  ['/no-such-page', 404],
  ['/admin/no-such-screen', 200],
] as const) {
  test(`${path} shows the 404 page with a way home`, async ({ page }) => {
    const problems = await watchPageProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'HouseHunt home' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | HouseHunt');

    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next home in India' })).toBeVisible();
    problems.expectNone(status === 404 ? [NOT_FOUND_LOGGED] : []);
  });
}
