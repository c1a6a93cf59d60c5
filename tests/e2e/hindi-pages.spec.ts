import { expect, test } from '@playwright/test';
import { pathInLocale } from '#domain/site-language';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { horizontalOverflow, waitForApp, watchPageProblems } from './support/page-problems.js';
import { publicPages, resolvePage } from './support/routes.js';

// Every public page at its Hindi address (docs/decisions/028-english-and-hindi.md): the page says it is Hindi,
// nothing breaks (a text whose catalogue the page did not load logs "No hi message …", a console error), and axe
// finds no serious issue in the Hindi texts' contrast, names and landmarks.
for (const publicPage of publicPages) {
  const hindiPath = pathInLocale(publicPage.path, 'hi');
  test(`${hindiPath} is a Hindi page with no problems`, async ({ page }) => {
    const problems = await watchPageProblems(page);
    const { path } = await resolvePage(publicPage);
    await page.goto(pathInLocale(path, 'hi'));
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Skeletons and spinners give way to content; the checks judge what a visitor reads.
    await page.waitForLoadState('networkidle');
    problems.expectNone();
    await expectNoSeriousAccessibilityViolations(page, `${hindiPath} (Hindi)`);
  });
}

test('the Hindi header fits a 360 px phone without scrolling sideways', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/hi/');
  await waitForApp(page);
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
  // The menu button carries the Hindi name from the shell's catalogue.
  await expect(page.getByRole('button', { name: 'मेन्यू खोलें' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  problems.expectNone();
});
