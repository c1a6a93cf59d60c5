import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { ADMIN_SESSION, toastWith } from './support/auth.js';
import { aListingTitle, createListing, deleteListing, type TestListing } from './support/admin-listings.js';
import { horizontalOverflow, waitForApp, watchPageProblems } from './support/page-problems.js';

test.use({ storageState: ADMIN_SESSION });

/** The listings table searched for `text`: only this test's listings, whatever other tests add meanwhile. */
async function openListings(page: Page, text: string) {
  await page.goto(`/admin/properties?q=${encodeURIComponent(text)}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
}

const rowOf = (page: Page, listing: TestListing) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: `Edit ${listing.title}` }) });

/** The rows' headings (the listings' titles), top to bottom. */
const rowTitles = (page: Page) => page.getByRole('rowheader').getByRole('link').allInnerTexts();

async function readFeatured(page: Page, listing: TestListing): Promise<boolean> {
  const response = await page.request.get(`/api/admin/properties/${listing.id}`);
  return ((await response.json()) as { property: { isFeatured: boolean } }).property.isFeatured;
}

/** The element's box in the page, read in the browser (the specs are compiled without the DOM library). */
type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };
const boxOf = (locator: Locator) =>
  locator.evaluate((element: { getBoundingClientRect(): Box }) => {
    const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
    return { left, right, top, bottom, width, height };
  });

test.describe('the featured star', () => {
  test('changes its own listing where it is: the row stays under the pointer, and a refresh is offered', async ({
    page,
  }) => {
    const problems = await watchPageProblems(page);
    await page.goto('/admin');
    const shared = aListingTitle('Star check');
    const older = await createListing(page, { title: `${shared} older` });
    const newer = await createListing(page, { title: `${shared} newer` });
    try {
      // Sorted by "Updated", newest first: the older listing is the second row.
      await openListings(page, shared);
      await expect.poll(() => rowTitles(page)).toEqual([newer.title, older.title]);
      const star = rowOf(page, older).getByRole('button', { name: `Mark ${older.title} as featured` });
      const { left, top, width, height } = await boxOf(star);
      const spot = { x: left + width / 2, y: top + height / 2 };

      await page.mouse.click(spot.x, spot.y);
      await expect(toastWith(page, 'Property marked as Featured!')).toBeVisible();
      // The save made it the most recently updated, yet it stays where it was clicked.
      await expect(
        rowOf(page, older).getByRole('button', { name: `Unmark ${older.title} as featured` }),
      ).toBeVisible();
      expect(await rowTitles(page)).toEqual([newer.title, older.title]);
      await expect(
        page.getByRole('status').filter({ hasText: 'Changed rows stay where they are' }),
      ).toBeVisible();

      // A second click on the same spot takes back the first, on the same listing.
      await page.mouse.click(spot.x, spot.y);
      await expect(toastWith(page, 'Property unmarked as Featured.')).toBeVisible();
      await expect(
        rowOf(page, older).getByRole('button', { name: `Mark ${older.title} as featured` }),
      ).toBeVisible();
      expect(await readFeatured(page, older)).toBe(false);
      expect(await readFeatured(page, newer)).toBe(false);

      // The refresh shows the order the sort asks for, and the admin carries on from the table.
      await page.getByRole('button', { name: 'Refresh list' }).click();
      await expect.poll(() => rowTitles(page)).toEqual([older.title, newer.title]);
      await expect(page.getByRole('button', { name: 'Refresh list' })).toHaveCount(0);
      await expect(page.getByRole('table')).toBeFocused();
      problems.expectNone();
    } finally {
      await deleteListing(page, older.id);
      await deleteListing(page, newer.id);
    }
  });
});

/**
 * Runs `check` at this width on a listing of the test's own, found in the table, with a title as long as the
 * demo's longest so it has to wrap.
 */
async function withLongTitledListing(
  page: Page,
  width: number,
  check: (listing: TestListing, row: Locator) => Promise<void>,
) {
  await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
  await page.goto('/admin');
  const listing = await createListing(page, {
    title: aListingTitle('Spacious 3 BHK corner flat with a large balcony near the metro station'),
  });
  try {
    await openListings(page, listing.title);
    const row = rowOf(page, listing);
    await expect(row).toBeVisible();
    await check(listing, row);
  } finally {
    await deleteListing(page, listing.id);
  }
}

/** How the title link is drawn: cut off (by the line clamp) or whole, and in how many lines. */
const titleShown = (title: Locator) =>
  title.evaluate((element: { scrollHeight: number; clientHeight: number }) => {
    const { getComputedStyle } = globalThis as unknown as {
      getComputedStyle(element: unknown): { lineHeight: string };
    };
    return {
      clipped: element.scrollHeight > element.clientHeight + 1,
      lines: Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
    };
  });

const titleLink = (row: Locator, listing: TestListing) =>
  row.getByRole('rowheader').getByRole('link', { name: listing.title, exact: true });

test.describe('the listings table fits the screen', () => {
  for (const width of [1280, 1440]) {
    test(`at ${width} px: every action in view and the whole title in at most two lines`, async ({
      page,
    }) => {
      await withLongTitledListing(page, width, async (listing, row) => {
        const table = await boxOf(page.locator('table'));
        const buttons = row.getByRole('cell').last().locator('a, button');
        await expect(buttons).toHaveCount(4);
        for (const button of await buttons.all()) {
          const box = await boxOf(button);
          expect(box.left, 'an action starts inside the table').toBeGreaterThanOrEqual(table.left);
          expect(box.right, 'an action ends inside the table').toBeLessThanOrEqual(table.right + 0.5);
          expect(box.right, 'an action ends inside the window').toBeLessThanOrEqual(width);
        }
        expect(await horizontalOverflow(page)).toBe(0);
        // The table is no wider than its box: nothing hides behind a sideways scroll.
        const scrollWidth = await page
          .locator('table')
          .evaluate((element: { scrollWidth: number }) => element.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(Math.ceil(table.width));

        const title = titleLink(row, listing);
        await expect(title).toHaveAttribute('title', listing.title);
        const shown = await titleShown(title);
        expect(shown.clipped, 'the whole title shows').toBe(false);
        expect(shown.lines).toBeLessThanOrEqual(2);
      });
    });
  }

  test('on a 390 px phone each listing is a card with the same facts and actions', async ({ page }) => {
    await withLongTitledListing(page, 390, async (listing, row) => {
      expect(await horizontalOverflow(page)).toBe(0);
      const card = await boxOf(row);
      const table = await boxOf(page.locator('table'));
      // A card is as wide as the list, and everything in it is inside it.
      expect(card.width).toBeGreaterThan(table.width - 2);
      const controls = [
        row.getByRole('link', { name: `Edit ${listing.title}` }),
        row.getByRole('link', { name: `View ${listing.title} on the site` }),
        row.getByRole('button', { name: `Mark ${listing.title} as featured` }),
        row.getByRole('button', { name: `Delete ${listing.title}` }),
      ];
      for (const control of controls) {
        await expect(control).toBeVisible();
        const box = await boxOf(control);
        expect(box.left).toBeGreaterThanOrEqual(card.left);
        expect(box.right).toBeLessThanOrEqual(card.right);
        expect(box.bottom).toBeLessThanOrEqual(card.bottom);
      }
      await expect(row).toContainText('Residential · Flat/Apartment');
      await expect(row).toContainText('₹32,000/month');
      await expect(row).toContainText('For Rent');
      await expect(row).toContainText(/City\s*Bengaluru/);
      await expect(row).toContainText(/Updated\s*just now/);
      // The whole title, not two lines of it.
      expect((await titleShown(titleLink(row, listing))).clipped).toBe(false);
      // Sorting stays within reach above the cards.
      await expect(page.getByRole('button', { name: /^Price/ })).toBeVisible();
    });
  });
});

test('creating and deleting a listing update the Properties badge and the Active Properties tile at once', async ({
  page,
}) => {
  test.slow();
  await page.goto('/admin/properties');
  await waitForApp(page);
  const badge = page.getByTestId('properties-badge');
  const tile = page
    .getByRole('main')
    .getByText('Active Properties', { exact: true })
    .locator('xpath=following-sibling::p');
  // Other tests add and remove listings meanwhile, so the figure itself cannot be predicted: what must happen
  // is that the page reads the counts again after its own write, and shows what it read.
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const isCounts = (response: Response) => response.url().endsWith('/api/admin/dashboard/counts');
  const isListingWrite = (method: string) => (response: Response) =>
    response.request().method() === method && /\/api\/admin\/properties(\/[^/]+)?$/.test(response.url());
  const countsReadAfter = (method: string) => {
    const write = responses.map(isListingWrite(method)).lastIndexOf(true);
    return write < 0
      ? undefined
      : responses
          .slice(write + 1)
          .filter(isCounts)
          .at(-1);
  };
  const showsCountsReadAfter = async (method: string) => {
    await expect
      .poll(() => countsReadAfter(method) !== undefined, { message: `counts read again after the ${method}` })
      .toBe(true);
    const counts = (await countsReadAfter(method)!.json()) as { activeListings: { total: number } };
    const total = counts.activeListings.total.toLocaleString('en-IN');
    await expect(badge).toHaveText(total);
    await expect(tile).toHaveText(total);
  };

  const title = aListingTitle('Badge check flat');
  await page.getByRole('main').getByRole('link', { name: 'Add Property' }).click();
  await page.getByLabel('Property Title').fill(title);
  await page.getByLabel('Main Category').selectOption('residential');
  await page.getByLabel('Sub Category').selectOption('flat');
  await page.getByLabel('Property Status').selectOption('sale');
  await page.getByLabel('Price (₹)').fill('7500000');
  await page.getByLabel('Available From').fill('2026-12-15');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('3, Temple Street');
  await page.getByLabel('City').fill('Mysuru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN Code').fill('570001');
  await page.getByLabel('Total Area Sq.Ft').fill('1000');
  await page.getByLabel('Undivided Share (Sq.Ft)').fill('400');
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Bathrooms').fill('2');
  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(toastWith(page, 'Property created successfully')).toBeVisible();
  await showsCountsReadAfter('POST');

  await page.getByLabel('Search listings').fill(title);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Archive or delete this property?' })
    .getByRole('button', { name: 'Delete permanently' })
    .click();
  await expect(toastWith(page, 'Property deleted')).toBeVisible();
  await showsCountsReadAfter('DELETE');
});
