import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { waitForApp } from './support/page-problems.js';
import { createTestListings, deleteTestListings, type TestListing } from './support/test-listings.js';

// A RERA-registered flat's page shows its number beside the price and the contact actions, larger than any of
// them, with the QR code to the regulator's portal, and stays free of serious accessibility findings in each theme.

const themes = ['light', 'dark'] as const;

/** This file is type-checked without DOM types; this runs in the page. */
type PageGlobals = { getComputedStyle(element: unknown): { fontSize: string } };

let listing: TestListing | undefined;
test.beforeAll(async () => {
  [listing] = await createTestListings([
    {
      title: 'RERA registered 2 BHK in Andheri East',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400069',
      isReraRegistered: true,
      reraNumber: 'p518 0001 2345',
    },
  ]);
});
test.afterAll(async () => deleteTestListings(listing ? [listing] : []));

/** The largest font size, in pixels, of the page's visible ways to contact the team about the listing. */
const largestContactText = (page: Page) =>
  page
    .locator('a[href^="tel:"], a[href*="wa.me"], a[href^="mailto:"], a[href^="#"]:visible')
    .evaluateAll((links) =>
      Math.max(
        ...links.map((link) =>
          parseFloat((globalThis as unknown as PageGlobals).getComputedStyle(link).fontSize),
        ),
      ),
    );

for (const theme of themes) {
  test(`the RERA panel shows the number and its QR code, in ${theme} mode`, async ({ page }) => {
    if (!listing) throw new Error('The test listing was not made');
    await page.addInitScript({ content: `localStorage.setItem('darkMode', '${theme === 'dark'}');` });
    await page.goto(`/property/${listing.id}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const panel = page.getByRole('region', { name: 'RERA registration no.' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('rera-number')).toHaveText('P51800012345');
    await expect(panel).toContainText('Maharashtra Real Estate Regulatory Authority (MahaRERA)');
    await expect(
      panel.getByRole('link', { name: /Look it up on maharera\.maharashtra\.gov\.in/ }),
    ).toHaveAttribute('href', 'https://maharera.maharashtra.gov.in');
    const code = panel.getByRole('img', { name: 'QR code that opens maharera.maharashtra.gov.in' });
    await expect(code).toBeVisible();
    expect(
      await code.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
    ).toBeGreaterThan(0);

    const numberSize = await panel
      .getByTestId('rera-number')
      .evaluate((number) =>
        parseFloat((globalThis as unknown as PageGlobals).getComputedStyle(number).fontSize),
      );
    expect(numberSize).toBeGreaterThanOrEqual(await largestContactText(page));

    await expectNoSeriousAccessibilityViolations(page, `/property/${listing.id} RERA panel (${theme})`);
  });
}
