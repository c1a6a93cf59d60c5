import { expect, test, type Page } from '@playwright/test';
import { waitForApp, watchPageProblems } from './support/page-problems.js';

type HomeAnswer = {
  featured: Array<{ id: string; title: string }>;
  counts: { cities: Array<{ city: string; listings: number }> };
};
type SearchAnswer = { items: Array<{ id: string; title: string }>; total: number };

const count = (total: number) => `${total} ${total === 1 ? 'property' : 'properties'}`;

async function answer<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/**
 * A seeded city whose rentals are partly residential, so choosing Residential narrows the results without
 * emptying them. Bengaluru is left out: the listings-management test adds rentals there while this one runs.
 */
async function cityToRentIn(page: Page) {
  const home = await answer<HomeAnswer>(page, '/api/home');
  for (const { city } of home.counts.cities) {
    if (city === 'Bengaluru') continue;
    const place = encodeURIComponent(city);
    const rentals = await answer<SearchAnswer>(page, `/api/properties?status=rent&city=${place}`);
    const homes = await answer<SearchAnswer>(
      page,
      `/api/properties?status=rent&category=residential&city=${place}`,
    );
    if (homes.total > 0 && homes.total < rentals.total) return { city, rentals, homes };
  }
  throw new Error('No seeded city has both residential and commercial rentals');
}

test('a visitor searches rentals in a city from the home page, narrows them and opens one', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  const { city, rentals, homes } = await cityToRentIn(page);

  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next home in India' })).toBeVisible();
  const searchBox = page.getByRole('search', { name: 'Find a property' });
  await searchBox.getByRole('radio', { name: 'Rent' }).check();
  // Typed in lower case: the home page recognises the city and searches it exactly.
  await searchBox.getByLabel('City or locality').fill(city.toLowerCase());
  await searchBox.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/properties' &&
      url.searchParams.get('status') === 'rent' &&
      url.searchParams.get('city') === city,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Properties for sale and rent' })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(count(rentals.total));
  const cards = page.getByTestId('listing-card');
  await expect(cards).toHaveCount(Math.min(rentals.total, 12));
  for (const card of await cards.all()) {
    await expect(card).toContainText('For Rent');
    await expect(card.getByTestId('listing-place')).toContainText(city);
  }

  // Narrow to homes: the address and the count follow.
  // Clicked, not checked: the radio follows the address, which changes a moment after the click.
  const residential = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('radio', { name: 'Residential' });
  await residential.click();
  await expect(residential).toBeChecked();
  await expect(page).toHaveURL((url) => url.searchParams.get('category') === 'residential');
  await expect(page).toHaveURL((url) => url.searchParams.get('city') === city);
  await expect(page.getByTestId('result-count')).toHaveText(count(homes.total));

  // Open the first home: its photos and its key facts.
  const [first] = homes.items;
  await cards.first().getByRole('link', { name: first!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${first!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  const gallery = page.getByRole('region', { name: `Photos of ${first!.title}` });
  await expect(gallery.getByRole('img', { name: /photo 1 of \d+$/ })).toBeVisible();
  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(gallery.getByRole('img', { name: /photo 2 of \d+$/ })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Key facts' });
  await expect(facts.getByText('Total area')).toBeVisible();

  problems.expectNone();
});

test('featured listings on the home page open their property pages', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.goto('/');
  await waitForApp(page);

  const featured = page.getByRole('region', { name: 'Featured properties' });
  const cards = featured.getByTestId('listing-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(8);
  for (const card of await cards.all()) await expect(card).toContainText('Featured');

  const title = await cards.first().getByRole('heading', { level: 3 }).innerText();
  await cards.first().getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goBack();
  await featured.getByRole('link', { name: 'View all featured' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/properties' && url.search === '?featured=true');
  await expect(page.getByTestId('listing-card').first()).toContainText('Featured');

  problems.expectNone();
});

test('browse tiles lead to the results they count', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.goto('/');
  await waitForApp(page);

  // Warehouses and Kochi: no other test adds listings of that type or in that city while this one runs.
  const tiles = [
    { region: 'Browse by property type', name: /^Warehouses/, param: ['type', 'warehouse'] },
    { region: 'Explore by city', name: /^Kochi/, param: ['city', 'Kochi'] },
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
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next home in India' })).toBeVisible();
  }

  problems.expectNone();
});
