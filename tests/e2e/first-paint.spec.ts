import { expect, test, type Page } from '@playwright/test';
import { FIRST_PAINT_DATA_ID } from '#domain/first-paint';
import { watchPageProblems } from './support/page-problems.js';
import {
  aTestTown,
  createTestListingsWithPhotos,
  deleteTestListings,
  type TestListing,
} from './support/test-listings.js';

const PHONE = {
  viewport: { width: 412, height: 823 },
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36',
};

/**
 * The layout shifts of the page so far, as Core Web Vitals add them up (those right after input left out). A
 * string: it runs in the browser, and this file is type-checked without DOM types.
 */
const layoutShift = (page: Page) =>
  page.evaluate<number>(`new Promise((resolve) => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(total), 100);
  })`);

// A listing's page is drawn by the server for a signed-out visitor (docs/decisions/034): its photo, title and
// price paint before the app's code has arrived, and the app then draws the same page over it.
test.describe("a listing's page drawn by the server", () => {
  let listing: TestListing;

  test.beforeAll(async () => {
    const town = aTestTown('Firstpaintpur');
    [listing] = (await createTestListingsWithPhotos([
      { overrides: { city: town, title: `3 BHK flat in ${town}` }, photos: 1, size: 'card' },
    ])) as [TestListing];
  });
  test.afterAll(async () => deleteTestListings([listing]));

  test('shows its title and photo with no script run, in English and Hindi', async ({ browser }) => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/property/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByRole('img', { name: /photo 1 of 1/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All properties' })).toBeVisible();
    await expect(page.getByText('Loading amazing properties...')).toHaveCount(0);

    await page.goto(`/hi/property/${listing.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'सीधे मुख्य सामग्री पर जाएँ' })).toBeAttached();
    await context.close();
  });

  test('is taken over by the app without asking for its answers again, a shift or a console error', async ({
    browser,
  }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`/property/${listing.id}`);
    await expect(page.locator(`#${FIRST_PAINT_DATA_ID}`)).toBeAttached();
    // The app's own: the booking form is rendered after its first paint, never by the server.
    await expect(page.getByRole('heading', { name: 'Book a site visit' })).toBeVisible();
    expect(asked).not.toContain('/api/me');
    expect(asked).not.toContain(`/api/properties/${listing.id}`);
    expect(await layoutShift(page)).toBeLessThan(0.02);

    // The app answers: the heart keeps the listing, and the way back to the search is the app's own move.
    const shortlist = page.getByRole('button', { name: `Shortlist ${listing.title}` });
    await shortlist.click();
    await expect(shortlist).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate('window.sameDocument = true');
    await page.getByRole('link', { name: 'All properties' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    expect(await page.evaluate<boolean>("'sameDocument' in window")).toBe(true);
    problems.expectNone();
    await context.close();
  });
});
