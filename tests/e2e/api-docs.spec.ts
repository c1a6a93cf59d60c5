import { expect, test } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.js';

test('the API docs render under the site policy without reaching outside', async ({ page }) => {
  const problems = await watchPageProblems(page);
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(process.env.E2E_BASE_URL!)) outside.push(request.url());
  });
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /HouseHunt API/ })).toBeVisible();
  await expect(page.getByText('/api/health').first()).toBeVisible();
  problems.expectNone();
  expect(outside).toEqual([]);
});
