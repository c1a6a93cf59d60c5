import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { aListingTitle, createListing, deleteListing, saveListing } from './support/admin-listings.js';
import { ADMIN_SESSION } from './support/auth.js';
import { waitForApp } from './support/page-problems.js';

// The property page's price parts: the price history after a drop, the "Price reduced" badge, and the rate per
// sq ft of the carpet area with the loading; axe judges them in both themes.
test.use({ storageState: ADMIN_SESSION });
// Two saves, a page and three axe readings: more than the default 30 s on a busy machine.
test.slow();

/** A rent flat of 1,100 sq.ft with 880 sq.ft of carpet, its rent then cut from ₹32,000 to ₹30,000. */
async function aFlatWithADrop(page: Page) {
  await page.goto('/');
  const changes = { carpetArea: 880 };
  const title = aListingTitle('Flat whose rent was cut');
  const listing = await createListing(page, { title, changes });
  await saveListing(page, listing, { ...changes, price: 30000 });
  return listing;
}

for (const theme of ['light', 'dark'] as const) {
  test(`shows the price history, the badge and the carpet-area rate (${theme})`, async ({ page }) => {
    const listing = await aFlatWithADrop(page);
    await page.addInitScript({ content: `localStorage.setItem('darkMode', '${theme === 'dark'}');` });
    await page.goto(`/property/${listing.id}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    // First in the page: the header's, beside For Rent (a similar listing's card may show one too).
    await expect(page.getByText('Price reduced', { exact: true }).first()).toBeVisible();

    const history = page.getByRole('region', { name: 'Price history' });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText('₹32,000/month');
    await expect(history.getByRole('row').nth(1)).toContainText('Listed');
    await expect(history.getByRole('row').nth(2)).toContainText('₹30,000/month');
    await expect(history.getByRole('row').nth(2)).toContainText('₹2,000 (6%)');

    const rates = page.getByRole('region', { name: 'Price per sq.ft' });
    await expect(rates).toContainText('₹27 per sq.ft a month');
    await expect(rates).toContainText('₹34 per sq.ft a month');
    await expect(rates).toContainText('25%');

    await page.waitForLoadState('networkidle');
    await expectNoSeriousAccessibilityViolations(page, `price parts of /property/${listing.id} (${theme})`);
    await deleteListing(page, listing.id);
  });
}
