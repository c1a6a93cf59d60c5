import { expect, test } from '@playwright/test';
import { aListingTitle, aPhoto, createListing, deleteListing } from './support/admin-listings.js';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { ADMIN_SESSION, toastWith } from './support/auth.js';
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

test.describe('the price box', () => {
  test('says the typed price in lakh and words; a price ten times the usual is warned of and still saves', async ({
    page,
  }) => {
    test.slow();
    const problems = await watchPageProblems(page);
    await page.goto('/admin');
    // A city of this test's own: three flats to rent at ₹30 a sq.ft a month make its usual price.
    const city = `Testnagar ${Date.now().toString(36)}`;
    const flats = [];
    for (let index = 0; index < 3; index += 1) {
      flats.push(await createListing(page, { changes: { city, price: 30_000, squareFeet: 1_000 } }));
    }
    const title = aListingTitle('Price check flat');
    try {
      await page.goto('/admin/add-property');
      await waitForApp(page);
      const price = page.getByLabel('Price (₹)');
      await price.fill('9500000');
      await expect(page.getByText('₹95 Lakh — ninety-five lakh rupees')).toBeVisible();
      await expect(price).toHaveAccessibleDescription('₹95 Lakh — ninety-five lakh rupees');
      await price.fill('95000000');
      await expect(page.getByText('₹9.5 Crore — nine crore fifty lakh rupees')).toBeVisible();

      await page.getByLabel('Property Title').fill(title);
      await page.getByLabel('Main Category').selectOption('residential');
      await page.getByLabel('Sub Category').selectOption('flat');
      await page.getByLabel('Property Status').selectOption('rent');
      await page.getByLabel('Rental Frequency').selectOption('monthly');
      await page.getByLabel('Available From').fill('2026-12-15');
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('14, 9th Cross, 4th Block');
      await page.getByLabel('City').fill(city);
      await page.getByLabel('State').selectOption('Karnataka');
      await page.getByLabel('PIN Code').fill('560011');
      await page.getByLabel('Total Area Sq.Ft').fill('1000');
      await page.getByLabel('Undivided Share (Sq.Ft)').fill('400');
      await page.getByLabel('Bedrooms').fill('2');
      await page.getByLabel('Bathrooms').fill('2');

      // One zero too many for a month's rent: ₹3,00,000 for 1,000 sq.ft where ₹30,000 is usual.
      await price.fill('300000');
      const warning = page.getByRole('status').filter({ hasText: 'the usual price' });
      await expect(warning).toHaveText(
        `₹3 L is about 10 times the usual price of a flat/apartment to rent in ${city} (₹30 per sq.ft a month, median of 3 listings). Check for an extra zero; you can still save it.`,
      );
      await price.fill('30000');
      await expect(warning).toHaveCount(0);
      await price.fill('300000');
      await expect(warning).toBeVisible();
      await expectNoSeriousAccessibilityViolations(page, 'the listing form with a price warning, light');
      await page.getByRole('button', { name: 'Toggle dark mode' }).click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectNoSeriousAccessibilityViolations(page, 'the listing form with a price warning, dark');

      await page.getByRole('button', { name: 'Create Property' }).click();
      await expect(toastWith(page, 'Property created successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/properties$/);
      problems.expectNone();
    } finally {
      for (const flat of flats) await deleteListing(page, flat.id);
      const response = await page.request.get(`/api/admin/properties?q=${encodeURIComponent(title)}`);
      const { items } = (await response.json()) as { items: Array<{ id: string }> };
      for (const item of items ?? []) await deleteListing(page, item.id);
    }
  });
});

test.describe('the listing form’s messages', () => {
  test('an empty price and total area ask for them in the product’s words', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto('/admin/add-property');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Create Property' }).click();
    await expect(page.getByLabel('Property Title')).toHaveAccessibleDescription('Enter the title');
    await expect(page.getByLabel('Price (₹)')).toHaveAccessibleDescription('Enter the price');
    await expect(page.getByLabel('Total Area Sq.Ft')).toHaveAccessibleDescription('Enter the total area');
    await expect(page.getByLabel('State')).toHaveAccessibleDescription('Choose the state');
    await expect(page.getByText(/Invalid input|expected number/)).toHaveCount(0);
    problems.expectNone();
  });
});

test.describe('land areas', () => {
  test('farmland is typed in acres, or guntha or cents, and said in square feet', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto('/admin/add-property');
    await waitForApp(page);
    await page.getByLabel('Main Category').selectOption('residential');
    await page.getByLabel('Sub Category').selectOption('farmland');
    const area = page.getByRole('textbox', { name: 'Total Area' });
    const unit = page.getByLabel('Total area unit');
    await expect(unit).toHaveValue('acre');
    await area.fill('2');
    await expect(area).toHaveAccessibleDescription('= 87,120 sq.ft');
    await unit.selectOption('guntha');
    await expect(area).toHaveValue('80');
    await area.fill('81');
    await expect(area).toHaveAccessibleDescription('= 88,209 sq.ft');
    await unit.selectOption('sq-ft');
    await expect(area).toHaveValue('88209');
    problems.expectNone();
  });
});
