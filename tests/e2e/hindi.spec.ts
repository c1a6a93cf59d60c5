import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { waitForApp } from './support/page-problems.js';

// Issue 25 part 1 (decision 028): Hindi pages under /hi, the shell in Hindi, the Devanagari font only there.

/** The Devanagari font files the page requested while it loaded. */
async function devanagariFontRequests(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-devanagari.*\.woff2?$/.test(request.url())) fonts.push(request.url());
  });
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return fonts;
}

test('the Hindi home page speaks Hindi in the header and loads the Devanagari font', async ({ page }) => {
  const fonts = await devanagariFontRequests(page, '/hi/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'प्रॉपर्टी डालें' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'होम' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('सर्वाधिकार सुरक्षित')).toBeVisible();
  expect(fonts.length).toBeGreaterThan(0);
});

test('English pages never fetch the Devanagari font', async ({ page }) => {
  const fonts = await devanagariFontRequests(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(fonts).toEqual([]);
});

test('the language switch opens the same page in the other language and back', async ({ page }) => {
  await page.goto('/hi/properties');
  await waitForApp(page);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/properties$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'hh_lang')?.value).toBe('hi');
});

for (const path of ['/hi/', '/hi/properties']) {
  test(`axe finds no serious issue on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, path);
  });
}
