import { expect, test } from '@playwright/test';
import { placeSlug } from '#domain/locality-insights';
import { watchPageProblems, waitForApp } from './support/page-problems.js';
import {
  aTestTown,
  createTestListings,
  deleteTestListings,
  type TestListing,
} from './support/test-listings.js';

// Six 3 BHK flats for sale in one locality of the test's own town, 1,000 sq.ft each: prices per sq.ft 8,000 to
// 12,000 and 9,200, so the median is 9,600 and the 9,200 flat is 4% below it.
const PER_SQ_FT = [8_000, 9_000, 10_000, 11_000, 12_000, 9_200];
const LOCALITY = 'Lakeside Layout';

test.describe('locality insights', () => {
  let listings: TestListing[] = [];
  let town: string;

  test.beforeAll(async () => {
    town = aTestTown('Insightpur');
    listings = await createTestListings(
      PER_SQ_FT.map((perSqFt, i) => ({
        city: town,
        location: LOCALITY,
        title: `3 BHK flat number ${i + 1}, ${LOCALITY}, ${town}`,
        address: `${i + 1}, Lake Road`,
        price: perSqFt * 1000,
        squareFeet: 1000,
        carpetArea: 800,
        bedrooms: 3,
      })),
    );
  });
  test.afterAll(async () => deleteTestListings(listings));

  test('a property page compares the price with the locality and leads to its page', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto(`/property/${listings[5]!.id}`);
    await waitForApp(page);

    const line = page.getByTestId('locality-comparison');
    await expect(line).toContainText(
      `4% below the median price per sq.ft for 3 BHK flats in ${LOCALITY}, from 6 listings (`,
    );
    await line.click();

    await expect(page).toHaveURL(`/locality/${placeSlug(town)}/${placeSlug(LOCALITY)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Property prices in ${LOCALITY}, ${town}`,
    );
    await expect(page.getByTestId('locality-summary')).toContainText('6 live listings');
    const row = page
      .getByRole('region', { name: `In ${LOCALITY}` })
      .getByRole('table', { name: 'For sale' })
      .getByRole('row', { name: /3 BHK flats/ });
    await expect(row).toContainText('₹9,600');
    await expect(row).toContainText('6');
    await expect(page.getByRole('link', { name: `See the listings in ${LOCALITY}` })).toHaveAttribute(
      'href',
      `/properties?${new URLSearchParams({ city: town, locality: LOCALITY }).toString()}`,
    );
    // The town as a whole below: here the same six flats.
    await expect(page.getByTestId('city-figures')).toContainText(`In ${town} as a whole`);
    problems.expectNone();
  });

  test('a search for the locality leads to its page, which leads back to its listings', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto(`/properties?${new URLSearchParams({ city: town, locality: LOCALITY }).toString()}`);
    await waitForApp(page);
    await expect(page.getByTestId('result-count')).toHaveText('6 properties');
    await page.getByRole('link', { name: `Prices in ${LOCALITY}` }).click();

    await expect(page).toHaveURL(`/locality/${placeSlug(town)}/${placeSlug(LOCALITY)}`);
    await page.getByRole('link', { name: `See the listings in ${LOCALITY}` }).click();
    await expect(page.getByTestId('result-count')).toHaveText('6 properties');
    problems.expectNone();
  });

  test('on a phone the page stays still while its figures arrive: the footer never jumps', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The figures arrive well after the page's code, as on a slow link, so the loading state is painted first.
    await page.route('**/api/localities/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`/locality/${placeSlug(town)}/${placeSlug(LOCALITY)}`);
    await waitForApp(page);
    await expect(page.getByTestId('city-figures')).toBeVisible();

    // In the page's own terms (the browser's layout-shift entries, which Node's types do not know).
    const shift = await page.evaluate<number>(`new Promise((resolve) => {
      let total = 0;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(total), 100);
    })`);
    expect(shift).toBeLessThan(0.01);
  });

  test('a place with no live listing is the site\'s "not found"', async ({ page }) => {
    const response = await page.goto(`/locality/${placeSlug(town)}/no-such-layout`);
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
