import { expect, request, test, type Page } from '@playwright/test';
import { addDays, indiaToday } from '#domain/india-calendar';
import { ADMIN_SESSION } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aFlatForSaleWithPhotos } from './support/test-listings.js';

type Card = { id: string; title: string };

/** A name no other test run uses (names are letters only, so no digits). */
const aVisitorName = (first: string) =>
  `${first} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function bookedListingOf(name: string): Promise<string | undefined> {
  const admin = await request.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: ADMIN_SESSION });
  try {
    const response = await admin.get('/api/admin/bookings?pageSize=100');
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as {
      items: Array<{ name: string; listing: { id: string | null } }>;
    };
    return items.find((item) => item.name === name)?.listing.id ?? undefined;
  } finally {
    await admin.dispose();
  }
}

const heading = (page: Page, card: Card) => page.getByRole('heading', { level: 1, name: card.title });

test('coming back to a listing from a similar one books a visit to the listing on screen', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  const { listing: first } = await aFlatForSaleWithPhotos();
  const similar = await page.request.get(`/api/properties/${first.id}/similar`);
  const [second] = ((await similar.json()) as { items: Card[] }).items;
  expect(second).toBeTruthy();

  await page.goto(`/property/${first.id}`);
  await waitForApp(page);
  await expect(heading(page, first)).toBeVisible();
  await page.getByRole('region', { name: 'Similar properties' }).getByRole('link').first().click();
  await expect(heading(page, second!)).toBeVisible();
  // Back to a listing already loaded: the page shows it at once, from what it fetched before.
  await page.goBack();
  await expect(heading(page, first)).toBeVisible();

  const name = aVisitorName('Kavya');
  const form = page.getByRole('form', { name: 'Book a site visit' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Mobile number').fill('98450 12345');
  await form.getByLabel('Preferred date').fill(addDays(indiaToday(new Date()), 7));
  await form.getByLabel('Preferred time').selectOption('15:00-17:00');
  await form.getByRole('button', { name: 'Request a visit' }).click();
  await expect(page.getByRole('heading', { name: 'Visit requested' })).toBeVisible();

  expect(await bookedListingOf(name)).toBe(first.id);
  problems.expectNone();
});
