import { expect, test } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { toggleDarkMode } from './support/theme.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import {
  aTestTown,
  createTestListings,
  deleteTestListings,
  type TestListing,
} from './support/test-listings.js';

type SearchAnswer = {
  items: Array<{ id: string; title: string; price: number; bedrooms: number | null }>;
  total: number;
};

const count = (total: number) => `${total} ${total === 1 ? 'property' : 'properties'}`;

test('a visitor searches rentals in a town, narrows, goes back, sorts and opens a result', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  // Four rentals of the test's own: two of them 2 BHK, so choosing 2 bedrooms narrows without emptying.
  const town = aTestTown('Bhadepur');
  const toLet = { city: town, propertyStatus: 'rent', rentalFrequency: 'monthly' } as const;
  const listings = await createTestListings([
    { ...toLet, title: `2 BHK flat near the park in ${town}`, bedrooms: 2, price: 30_000 },
    { ...toLet, title: `3 BHK flat with a terrace in ${town}`, bedrooms: 3, bathrooms: 3, price: 45_000 },
    { ...toLet, title: `2 BHK flat by the station in ${town}`, bedrooms: 2, price: 24_000 },
    { ...toLet, title: `4 BHK flat on the hill in ${town}`, bedrooms: 4, bathrooms: 3, price: 60_000 },
  ]);
  try {
    await page.goto(`/properties?${new URLSearchParams({ city: town, status: 'rent' }).toString()}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Properties for sale and rent' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(count(4));
    await expect(page.getByRole('button', { name: 'Rent', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const cards = page.getByTestId('listing-card');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card).toContainText('For Rent');
      await expect(card.getByTestId('listing-place')).toContainText(town);
    }

    // Narrow by bedrooms: the address and the count follow.
    const bedroomButton = page.getByRole('button', { name: '2 bedrooms' });
    await bedroomButton.click();
    await expect(page).toHaveURL(/[?&]bedrooms=2(&|$)/);
    await expect(bedroomButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('result-count')).toHaveText(count(2));

    // Back shows the wider search again.
    await page.goBack();
    await expect(page).not.toHaveURL(/bedrooms=/);
    await expect(page.getByTestId('result-count')).toHaveText(count(4));
    await expect(bedroomButton).toHaveAttribute('aria-pressed', 'false');

    // Sort by price, cheapest first.
    const sorted = page.waitForResponse(
      (response) => response.url().includes('/api/properties?') && response.url().includes('sort=price-asc'),
    );
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    const answer = (await (await sorted).json()) as SearchAnswer;
    await expect(page).toHaveURL(/sort=price-asc/);
    const [first, second] = answer.items;
    expect(first && second && first.price <= second.price).toBe(true);
    await expect(cards.first()).toHaveAttribute('data-price', String(first?.price));
    const firstPrice = Number(await cards.nth(0).getAttribute('data-price'));
    const secondPrice = Number(await cards.nth(1).getAttribute('data-price'));
    expect(firstPrice).toBeLessThanOrEqual(secondPrice);

    // Open the first result.
    const title = first?.title ?? '';
    await cards.first().getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${first?.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    problems.expectNone();
  } finally {
    await deleteTestListings(listings);
  }
});

test.describe('in a town of its own', () => {
  let town: string;
  let listings: TestListing[];
  test.beforeAll(async () => {
    town = aTestTown('Searchpur');
    listings = await createTestListings([
      {
        title: `Two-bedroom flat in ${town}`,
        city: town,
        bedrooms: 2,
        price: 6_500_000,
        latitude: 12.9716,
        longitude: 77.5946,
      },
      { title: `Four-bedroom flat in ${town}`, city: town, bedrooms: 4, bathrooms: 3, price: 14_000_000 },
      {
        title: `Flat to let in ${town}`,
        city: town,
        propertyStatus: 'rent',
        rentalFrequency: 'monthly',
        price: 32_000,
        bedrooms: 3,
      },
    ]);
  });
  test.afterAll(async () => deleteTestListings(listings));

  const townSearch = (query: string) => `/properties?${query}&city=${encodeURIComponent(town)}`;

  test('a search that matches nothing offers to clear the filters', async ({ page }) => {
    const problems = await watchPageProblems(page);
    // A town nobody lists in; without its filters the search shows every listing, this describe's among them.
    await page.goto(`/properties?city=${encodeURIComponent(aTestTown('Atlantis'))}&bedrooms=9`);
    await waitForApp(page);
    // bedrooms=9 is not a choice: it is dropped from the address rather than shown as an error.
    await expect(page).not.toHaveURL(/bedrooms/);
    await expect(page.getByRole('heading', { name: 'No properties match your search' })).toBeVisible();
    await page
      .getByRole('region', { name: 'Search results' })
      .getByRole('button', { name: 'Clear all filters' })
      .click();
    await expect(page).not.toHaveURL(/city=/);
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    problems.expectNone();
  });

  test('the map beside the results pins them', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto(`/properties?city=${encodeURIComponent(town)}`);
    await waitForApp(page);
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    // Wide, there is no list/map switch: the map sits beside the list.
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('search-map').locator('.leaflet-marker-icon').first()).toBeVisible();
    problems.expectNone();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the list comes first and the map loads when opened', async ({ page }) => {
      const problems = await watchPageProblems(page);
      const leaflet: string[] = [];
      page.on('request', (request) => {
        if (/search-map-.*\.js$/.test(request.url())) leaflet.push(request.url());
      });
      await page.goto(`/properties?city=${encodeURIComponent(town)}`);
      await waitForApp(page);
      await expect(page.getByTestId('listing-card').first()).toBeVisible();
      await expect(page.getByTestId('search-map')).toHaveCount(0);
      expect(leaflet).toEqual([]);
      await page.getByRole('button', { name: 'Map', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByTestId('search-map').locator('.leaflet-marker-icon').first()).toBeVisible();
      expect(leaflet).toHaveLength(1);
      problems.expectNone();
    });
  });

  test('a search that finds nothing offers searches that do, each with its count', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto(townSearch('status=sale&bedrooms=3'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'No properties match your search' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Search results' });
    const forRent = results.getByRole('link', { name: /^For rent instead/ });
    await expect(forRent).toContainText('1 property');
    await expect(results.getByRole('link', { name: /^Any number of bedrooms/ })).toContainText(
      '2 properties',
    );
    await expectNoSeriousAccessibilityViolations(page, '/properties with suggestions (light)');
    await toggleDarkMode(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousAccessibilityViolations(page, '/properties with suggestions (dark)');

    await forRent.click();
    await expect(page).toHaveURL(/[?&]status=rent(&|$)/);
    await expect(page.getByTestId('result-count')).toHaveText('1 property');
    await expect(page.getByTestId('listing-card')).toHaveCount(1);
    await expect(page.getByTestId('listing-card')).toContainText(`Flat to let in ${town}`);
    problems.expectNone();
  });

  test('a price sort over sale and rent lists the sales first and says so', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto(townSearch('sort=price-asc'));
    await waitForApp(page);
    await expect(page.getByTestId('result-count')).toHaveText('3 properties');
    await expect(page.getByText('Sale first, then rent')).toBeVisible();
    await expect(page.getByTestId('listing-card').getByRole('heading')).toHaveText([
      `Two-bedroom flat in ${town}`,
      `Four-bedroom flat in ${town}`,
      `Flat to let in ${town}`,
    ]);
    await page.getByRole('button', { name: 'Rent', exact: true }).click();
    await expect(page.getByTestId('result-count')).toHaveText('1 property');
    await expect(page.getByText('Sale first, then rent')).toHaveCount(0);
    problems.expectNone();
  });

  test('chips above the results name the filters, and removing one widens the search', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto(townSearch('type=flat&bedrooms=4'));
    await waitForApp(page);
    await expect(page.getByTestId('result-count')).toHaveText('1 property');
    const chips = page.getByRole('list', { name: 'Applied filters' });
    await expect(chips.getByRole('button')).toHaveText([
      new RegExp(`${town}$`),
      /Flat\/Apartment$/,
      /4 BHK$/,
      'Clear all',
    ]);
    const cards = page.getByTestId('listing-card');
    expect((await chips.boundingBox())!.y).toBeLessThan((await cards.first().boundingBox())!.y);

    await chips.getByRole('button', { name: 'Remove filter: 4 BHK' }).click();
    await expect(page).not.toHaveURL(/bedrooms=/);
    await expect(page).toHaveURL(/[?&]type=flat(&|$)/);
    await expect(page.getByTestId('result-count')).toHaveText('3 properties');
    await expect(cards).toHaveCount(3);
    // Focus stays among the chips, on the one that took the removed chip's place.
    await expect(chips.getByRole('button', { name: 'Clear all' })).toBeFocused();

    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect(chips).toHaveCount(0);
    await expect(page).not.toHaveURL(/city=|type=/);
    await expect(page.getByRole('region', { name: 'Search results' })).toBeFocused();
    problems.expectNone();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the first screen shows the first result, sort and view on one line, and removable filter chips', async ({
      page,
    }) => {
      const problems = await watchPageProblems(page);
      await page.goto(townSearch('status=sale&bedrooms=2,4'));
      await waitForApp(page);
      await expect(page.getByTestId('result-count')).toHaveText('2 properties');

      // The first card's photo, price and title are on the first screen, under the search box and the chips.
      const first = page.getByTestId('listing-card').first();
      await expect(first).toBeInViewport();
      await expect(first.getByRole('heading')).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('search', { name: 'Property search' })).toBeInViewport({ ratio: 1 });

      const sort = (await page.getByLabel('Sort by').boundingBox())!;
      const view = (await page.getByRole('group', { name: 'Show results as' }).boundingBox())!;
      expect(Math.abs(sort.y + sort.height / 2 - (view.y + view.height / 2))).toBeLessThan(4);

      const chips = page.getByRole('list', { name: 'Applied filters' });
      await expect(chips).toBeInViewport();
      await expectNoSeriousAccessibilityViolations(page, '/properties on a phone with chips (light)');
      await toggleDarkMode(page);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectNoSeriousAccessibilityViolations(page, '/properties on a phone with chips (dark)');

      await chips.getByRole('button', { name: 'Remove filter: 2 BHK' }).click();
      await expect(page).toHaveURL(/[?&]bedrooms=4(&|$)/);
      await expect(page.getByTestId('result-count')).toHaveText('1 property');
      await expect(page.getByTestId('listing-card')).toHaveCount(1);
      await expect(page.getByTestId('listing-card')).toContainText(`Four-bedroom flat in ${town}`);
      await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
      problems.expectNone();
    });

    test('the filters open in a drawer that counts the results as they change and shows them', async ({
      page,
    }) => {
      const problems = await watchPageProblems(page);
      await page.goto(townSearch('status=sale'));
      await waitForApp(page);
      await expect(page.getByTestId('result-count')).toHaveText('2 properties');
      const filters = page.getByRole('button', { name: /^Filters/ });
      await filters.click();

      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
      expect((await drawer.boundingBox())?.height).toBe(844);
      // The page behind stays put under a finger or a wheel.
      expect(await page.evaluate<string>('getComputedStyle(document.documentElement).overflow')).toBe(
        'hidden',
      );
      const show = drawer.getByRole('button', { name: /^Show \d+ results?$/ });
      await expect(show).toHaveText('Show 2 results');

      // A choice changes the count, not yet the results.
      await drawer.getByRole('button', { name: '4 bedrooms' }).click();
      await expect(show).toHaveText('Show 1 result');
      await expect(page).not.toHaveURL(/bedrooms=/);
      await expect(show).toBeInViewport();

      await show.click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/[?&]bedrooms=4(&|$)/);
      await expect(page.getByTestId('result-count')).toHaveText('1 property');
      const first = page.getByTestId('listing-card').first();
      await expect(first).toContainText(`Four-bedroom flat in ${town}`);
      await expect(first).toBeInViewport();
      await expect(filters).toBeFocused();
      await expect(filters).toHaveText('Filters (2)');
      expect(await page.evaluate<string>('getComputedStyle(document.documentElement).overflow')).not.toBe(
        'hidden',
      );

      // Escape leaves the search as it was, and focus goes back to the button.
      await filters.click();
      await drawer.getByRole('button', { name: '2 bedrooms' }).click();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(filters).toBeFocused();
      await expect(page.getByTestId('result-count')).toHaveText('1 property');

      // So does the close button.
      await filters.click();
      await expect(drawer.getByRole('button', { name: '4 bedrooms' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await drawer.getByRole('button', { name: 'Close filters' }).click();
      await expect(drawer).toBeHidden();
      await expect(filters).toBeFocused();

      // "Clear all" in the drawer keeps Buy or Rent.
      await filters.click();
      await drawer.getByRole('button', { name: 'Clear all' }).click();
      await expect(drawer.getByRole('button', { name: '4 bedrooms' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(show).not.toHaveText('Show 1 result');
      await show.click();
      await expect(drawer).toBeHidden();
      expect(new URL(page.url()).search).toBe('?status=sale');
      problems.expectNone();
    });
  });
});
