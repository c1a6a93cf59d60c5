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

// A listing's page and the search are drawn by the server for a signed-out visitor (docs/decisions/034): the
// photos, titles and prices paint before the app's code has arrived, and the app then draws the same page over it.
test.describe('a listing and the search drawn by the server', () => {
  let listing: TestListing;
  let town: string;

  test.beforeAll(async () => {
    town = aTestTown('Firstpaintpur');
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

  test('draws the search: its cards with no script run, then the app takes over without asking again', async ({
    browser,
  }) => {
    const search = `/properties?city=${encodeURIComponent(town)}`;
    const still = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const stillPage = await still.newPage();
    await stillPage.goto(search);
    await expect(stillPage.getByRole('heading', { name: listing.title })).toBeVisible();
    await still.close();

    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(search);
    await expect(page.locator(`#${FIRST_PAINT_DATA_ID}`)).toBeAttached();
    await expect(page.getByRole('button', { name: `Shortlist ${listing.title}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).not.toContain('/api/properties');
    expect(asked).not.toContain('/api/site');
    expect(await layoutShift(page)).toBeLessThan(0.02);

    // The app answers: opening the card is the app's own move.
    await page.evaluate('window.sameDocument = true');
    await page.getByRole('link', { name: listing.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/property/${listing.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    expect(await page.evaluate<boolean>("'sameDocument' in window")).toBe(true);
    problems.expectNone();
    await context.close();
  });
});
