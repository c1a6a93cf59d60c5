import { expect, test, type Page } from '@playwright/test';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import {
  aTestTown,
  createTestListings,
  deleteTestListings,
  type TestListing,
} from './support/test-listings.js';

const count = (total: number) => `${total} ${total === 1 ? 'property' : 'properties'}`;

// Three flats of the spec's own town: two side by side in the west of the box, one 0.2° to the east.
const BOX = '23.45,85.2,23.7,85.6';
let town: string;
let listings: TestListing[];

test.beforeAll(async () => {
  town = aTestTown('Naksapur');
  listings = await createTestListings([
    { city: town, title: `West flat one in ${town}`, latitude: 23.55, longitude: 85.3 },
    { city: town, title: `West flat two in ${town}`, latitude: 23.555, longitude: 85.305 },
    { city: town, title: `East flat in ${town}`, latitude: 23.6, longitude: 85.5 },
  ]);
});
test.afterAll(async () => deleteTestListings(listings));

const pin = (page: Page, title: string) =>
  page.getByTestId('search-map').locator(`.leaflet-marker-icon[title="${title}"]`);

test('the map beside the list follows the map as it moves, and the address keeps the box', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  await page.goto(`/properties?city=${encodeURIComponent(town)}&bbox=${BOX}`);
  await waitForApp(page);
  await expect(page.getByTestId('result-count')).toHaveText(count(3));
  await expect(page.getByRole('button', { name: 'Search as I move the map' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(pin(page, `East flat in ${town}`)).toBeVisible();
  await expect(pin(page, `West flat one in ${town}`)).toBeVisible();

  // Hovering a card lifts its pin.
  const westOne = pin(page, `West flat one in ${town}`);
  const before = (await westOne.boundingBox())!.width;
  await page
    .getByTestId('listing-card')
    .filter({ hasText: `West flat one in ${town}` })
    .hover();
  await expect.poll(async () => (await westOne.boundingBox())?.width).toBeGreaterThan(before);

  // Drag the map west by most of its width: the western flats leave the view, the list and the address follow.
  const map = (await page.getByTestId('search-map').boundingBox())!;
  const east = (await pin(page, `East flat in ${town}`).boundingBox())!;
  const west = (await westOne.boundingBox())!;
  const shift = Math.round((east.x + west.x) / 2 - map.x);
  await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2);
  await page.mouse.down();
  await page.mouse.move(map.x + map.width / 2 - shift / 2, map.y + map.height / 2, { steps: 5 });
  await page.mouse.move(map.x + map.width / 2 - shift, map.y + map.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page).not.toHaveURL(new RegExp(`bbox=${BOX.replaceAll('.', '\\.')}(&|$)`));
  await expect(page.getByTestId('result-count')).toHaveText(count(1));
  await expect(page.getByTestId('listing-card')).toContainText(`East flat in ${town}`);

  // A reload keeps the box.
  const moved = page.url();
  await page.reload();
  await waitForApp(page);
  expect(page.url()).toBe(moved);
  await expect(page.getByTestId('result-count')).toHaveText(count(1));
  problems.expectNone();
});

test('an area drawn on the map finds only the listings inside it, and a reload keeps it', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  await page.goto(`/properties?city=${encodeURIComponent(town)}&bbox=${BOX}`);
  await waitForApp(page);
  await expect(page.getByTestId('result-count')).toHaveText(count(3));
  await page.getByRole('button', { name: 'Draw an area' }).click();
  // The corners are clicked where they are seen: the map's part with the western flats scrolled into view.
  await pin(page, `West flat one in ${town}`).scrollIntoViewIfNeeded();
  const one = (await pin(page, `West flat one in ${town}`).boundingBox())!;
  const two = (await pin(page, `West flat two in ${town}`).boundingBox())!;
  const [left, right] = [Math.min(one.x, two.x) - 30, Math.max(one.x + one.width, two.x + two.width) + 30];
  const [top, bottom] = [Math.min(one.y, two.y) - 30, Math.max(one.y + one.height, two.y + two.height) + 30];

  for (const [x, y] of [
    [left, top],
    [right, top],
    [right, bottom],
    [left, bottom],
  ] as const) {
    await page.mouse.click(x, y);
  }
  await page.getByRole('button', { name: /^Finish area/ }).click();
  await expect(page).toHaveURL(/[?&]polygon=/);
  await expect(page.getByTestId('result-count')).toHaveText(count(2));
  await expect(page.getByTestId('listing-card').filter({ hasText: `East flat in ${town}` })).toHaveCount(0);

  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('result-count')).toHaveText(count(2));
  await page.getByRole('button', { name: 'Clear area' }).click();
  await expect(page).not.toHaveURL(/polygon=/);
  await expect(page.getByTestId('result-count')).toHaveText(count(3));
  problems.expectNone();
});
