import { expect, test } from '@playwright/test';
import type { PropertyInput } from '#domain/property-schema';
import { aPhoto, createListing, uploadPhoto } from './support/admin-listings.js';
import { ADMIN_SESSION } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import {
  aTestTown,
  addFlatsUntilTheHomePageNames,
  createTestListings,
  deleteTestListings,
  type TestListing,
} from './support/test-listings.js';

const count = (total: number) => `${total} ${total === 1 ? 'property' : 'properties'}`;

const commercial: Partial<PropertyInput> = {
  mainCategory: 'commercial',
  bedrooms: null,
  bathrooms: null,
  undividedShare: null,
  carpetArea: null,
  features: [],
  amenities: [],
};
const toLet: Partial<PropertyInput> = { propertyStatus: 'rent', rentalFrequency: 'monthly', price: 32_000 };

test('a visitor searches rentals in a city from the home page, narrows them and opens one', async ({
  page,
  browser,
}) => {
  test.slow();
  const problems = await watchPageProblems(page);
  // To let in a town of the test's own: an office and two homes, the newer with the photos its page shows.
  const town = aTestTown('Kirayanagar');
  const made: TestListing[] = [];
  const admin = await browser.newContext({ storageState: ADMIN_SESSION });
  try {
    const adminPage = await admin.newPage();
    await adminPage.goto('/');
    made.push(
      ...(await createTestListings([
        {
          ...commercial,
          ...toLet,
          subCategory: 'office-space',
          price: 90_000,
          title: `Office in ${town}`,
          city: town,
        },
        { ...toLet, bedrooms: 2, title: `2 BHK flat to let in ${town}`, city: town },
      ])),
    );
    const photos = [
      await uploadPhoto(adminPage, await aPhoto('front.jpg', '#b45309')),
      await uploadPhoto(adminPage, await aPhoto('hall.jpg', '#0f766e')),
    ];
    // Not deleted afterwards: another test's home page may be showing it among the newest, and photos deleted
    // under that page would answer 404. It stays alone in a town nobody else searches.
    const first = await createListing(adminPage, {
      title: `3 BHK flat to let in ${town}`,
      changes: { city: town, bedrooms: 3 },
      imageIds: photos,
    });
    made.push(...(await addFlatsUntilTheHomePageNames(town)));

    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next home in India' })).toBeVisible();
    const searchBox = page.getByRole('search', { name: 'Find a property' });
    await searchBox.getByRole('radio', { name: 'Rent' }).check();
    // Typed in lower case: the home page recognises the city and searches it exactly.
    await searchBox.getByLabel('City or locality').fill(town.toLowerCase());
    await searchBox.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/properties' &&
        url.searchParams.get('status') === 'rent' &&
        url.searchParams.get('city') === town,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Properties for sale and rent' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(count(3));
    const cards = page.getByTestId('listing-card');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card).toContainText('For Rent');
      await expect(card.getByTestId('listing-place')).toContainText(town);
    }

    // Narrow to homes (under "More filters"): the address and the count follow.
    // Clicked, not checked: the radio follows the address, which changes a moment after the click.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('button', { name: 'More filters' }).click();
    const residential = filters.getByRole('radio', { name: 'Residential' });
    await residential.click();
    await expect(residential).toBeChecked();
    await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'residential');
    await expect(page).toHaveURL((url) => url.searchParams.get('city') === town);
    await expect(page.getByTestId('result-count')).toHaveText(count(2));

    // Open the first home, the newest: its photos and its key facts.
    await cards.first().getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    const gallery = page.getByRole('region', { name: `Photos of ${first.title}` });
    await expect(gallery.getByRole('img', { name: /photo 1 of \d+$/ })).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByRole('img', { name: /photo 2 of \d+$/ })).toBeVisible();
    const facts = page.getByRole('region', { name: 'Key facts' });
    await expect(facts.getByText('Total area')).toBeVisible();

    problems.expectNone();
  } finally {
    await deleteTestListings(made);
    await admin.close();
  }
});

test('featured listings on the home page open their property pages', async ({ page }) => {
  const problems = await watchPageProblems(page);
  const town = aTestTown('Khaspur');
  const made = await createTestListings([
    { title: `Featured flat in ${town}`, city: town, isFeatured: true },
  ]);
  const ours = made[0]!;
  try {
    await page.goto('/');
    await waitForApp(page);

    const featured = page.getByRole('region', { name: 'Featured properties' });
    const cards = featured.getByTestId('listing-card');
    // The newest featured come first, and this one was listed a moment ago.
    const card = cards.filter({ has: page.getByRole('link', { name: ours.title }) });
    await expect(card).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(8);
    for (const shown of await cards.all()) await expect(shown).toContainText('Featured');

    await card.getByRole('link', { name: ours.title }).click();
    await expect(page).toHaveURL(new RegExp(`/property/${ours.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: ours.title })).toBeVisible();

    await page.goBack();
    await featured.getByRole('link', { name: 'View all featured' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/properties' && url.search === '?featured=true');
    await expect(page.getByTestId('listing-card').first()).toContainText('Featured');

    problems.expectNone();
  } finally {
    await deleteTestListings(made);
  }
});

test('browse tiles lead to the results they count', async ({ page }) => {
  const problems = await watchPageProblems(page);
  const town = aTestTown('Godampur');
  // A warehouse: no other test adds listings of that type while this one runs, nor any in this town.
  const made = await createTestListings([
    { ...commercial, subCategory: 'warehouse', title: `Warehouse in ${town}`, city: town },
    { title: `Flat in ${town}`, city: town },
  ]);
  try {
    made.push(...(await addFlatsUntilTheHomePageNames(town)));
    await page.goto('/');
    await waitForApp(page);

    // The town's tile counts what this test listed there, and no more.
    const townTile = page
      .getByRole('region', { name: 'Explore by city' })
      .getByRole('link', { name: new RegExp(`^${town}`) });
    await expect(townTile.getByTestId('tile-count')).toHaveText(count(made.length));

    const tiles = [
      { region: 'Browse by property type', name: /^Warehouses/, param: ['type', 'warehouse'] },
      { region: 'Explore by city', name: new RegExp(`^${town}`), param: ['city', town] },
    ] as const;
    for (const { region, name, param } of tiles) {
      const tile = page.getByRole('region', { name: region }).getByRole('link', { name });
      const promised = await tile.getByTestId('tile-count').innerText();
      expect(promised).toMatch(/^\d+ propert(y|ies)$/);
      await tile.click();
      await expect(page).toHaveURL(
        (url) => url.pathname === '/properties' && url.searchParams.get(param[0]) === param[1],
      );
      await expect(page.getByTestId('result-count')).toHaveText(promised);
      await page.goBack();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Find your next home in India' }),
      ).toBeVisible();
    }
    problems.expectNone();
  } finally {
    await deleteTestListings(made);
  }
});
