import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { watchPageProblems, waitForApp } from './support/page-problems.js';
import {
  aTestTown,
  createTestListings,
  deleteTestListings,
  type TestListing,
} from './support/test-listings.js';

const rowOf = (page: Page, key: string) => page.getByTestId(`compare-row-${key}`);

const columnLinks = (page: Page) =>
  page.getByTestId('compare-table').locator('thead th[scope="col"]').getByRole('link');

/** The listing titles over the table's columns, in order, once the table has them. */
async function columnTitles(page: Page, count?: number) {
  await expect(columnLinks(page).first()).toBeVisible();
  if (count !== undefined) await expect(columnLinks(page)).toHaveCount(count);
  return columnLinks(page).allTextContents();
}

/** What every row of the table says, row name first: two pages showing the same comparison read the same. */
const tableText = (page: Page) =>
  page
    .getByTestId('compare-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => (row as { innerText: string }).innerText.replace(/\s+/g, ' ')));

test.describe('comparing listings', () => {
  let listings: TestListing[] = [];
  let town: string;

  test.beforeAll(async () => {
    town = aTestTown('Tulnapur');
    listings = await createTestListings([
      {
        city: town,
        title: `East-facing 3 BHK by the lake, ${town}`,
        price: 13_000_000,
        squareFeet: 1300,
        carpetArea: 1000,
        facing: 'east',
      },
      {
        city: town,
        title: `North-facing 3 BHK near the station, ${town}`,
        price: 14_300_000,
        squareFeet: 1300,
        carpetArea: 1100,
        facing: 'north',
      },
      {
        city: town,
        title: `Corner 2 BHK over the market, ${town}`,
        price: 9_000_000,
        squareFeet: 1000,
        carpetArea: undefined,
        bedrooms: 2,
        amenities: ['Lift', 'Power Backup', 'Gym'],
      },
    ]);
  });
  test.afterAll(async () => deleteTestListings(listings));

  test('a visitor shortlists three listings, compares them, and the shared link shows the same comparison', async ({
    page,
    browser,
  }) => {
    test.slow();
    const problems = await watchPageProblems(page);
    for (const listing of listings) {
      await page.goto(`/property/${listing.id}`);
      await waitForApp(page);
      await page
        .getByRole('main')
        .locator('header')
        .getByRole('button', { name: `Shortlist ${listing.title}`, exact: true })
        .click();
    }

    await page.goto('/shortlist');
    await waitForApp(page);
    const shortlist = page.getByRole('region', { name: 'Shortlist', exact: true });
    await expect(shortlist.getByTestId('listing-card')).toHaveCount(3);
    await expect(shortlist.getByText('Tick “Compare” on 2 to 4 listings')).toBeVisible();
    for (const listing of listings) {
      await shortlist.getByRole('checkbox', { name: `Compare ${listing.title}` }).check();
    }
    await shortlist.getByRole('link', { name: 'Compare selected (3)' }).click();

    await expect(page).toHaveURL(/\/compare\?ids=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare listings' })).toBeVisible();
    const shortlisted = [...listings].reverse(); // newest first on the shortlist, ticked in that order
    expect(await columnTitles(page, listings.length)).toEqual(
      expect.arrayContaining(listings.map((listing) => listing.title)),
    );
    // Differences are said in words, not only tinted.
    await expect(rowOf(page, 'facing')).toHaveAttribute('data-differs', 'true');
    await expect(rowOf(page, 'facing').getByRole('rowheader')).toContainText('Differs');
    await expect(rowOf(page, 'bathrooms')).toHaveAttribute('data-differs', 'false');
    await expect(rowOf(page, 'price')).toContainText('Lowest');
    await expect(rowOf(page, 'loading')).toContainText('30%');
    await expect(rowOf(page, 'loading')).toContainText('Not given');
    await expect(rowOf(page, 'amenity:Gym')).toContainText('Not listed');
    await expect(rowOf(page, 'availability')).toContainText('Available');
    const ours = await tableText(page);
    const ourColumns = await columnTitles(page);
    expect(ourColumns).toHaveLength(shortlisted.length);

    await page.getByRole('button', { name: 'Share comparison' }).click();
    const shareUrl = await page.getByTestId('compare-share-url').inputValue();
    expect(shareUrl).toMatch(/\/compare\/shared\?token=[\w.-]+$/);

    // Someone else, with no account and nothing picked, opens the link.
    const other = await browser.newContext();
    try {
      const theirs = await other.newPage();
      const { pathname, search } = new URL(shareUrl);
      await theirs.goto(`${pathname}${search}`);
      await waitForApp(theirs);
      await expect(
        theirs.getByRole('heading', { level: 1, name: 'A comparison shared with you' }),
      ).toBeVisible();
      await expect(theirs.getByTestId('compare-table')).toBeVisible();
      expect(await columnTitles(theirs, ourColumns.length)).toEqual(ourColumns);
      expect(await tableText(theirs)).toEqual(ours);

      // A link changed by hand is refused in words.
      await theirs.goto(`${pathname}${search}x`);
      await expect(theirs.getByRole('alert')).toContainText('This comparison link is not valid');
    } finally {
      await other.close();
    }
    problems.expectNone();
  });

  test('the compare page has no serious accessibility issue in either theme', async ({ page }) => {
    await page.goto(`/compare?ids=${listings.map((listing) => listing.id).join(',')}`);
    await waitForApp(page);
    await expect(page.getByTestId('compare-table')).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'the compare page, light theme');
    await page.getByRole('banner').getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousAccessibilityViolations(page, 'the compare page, dark theme');
  });
});
