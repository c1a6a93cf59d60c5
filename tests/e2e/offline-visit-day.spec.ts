/**
 * Installable and offline (issue 25, decision 029): the manifest and service worker meet the install criteria,
 * and a signed-in visitor's shortlist and Visit day page open with no network.
 */
import { expect, test } from '@playwright/test';
import { addDays, indiaToday } from '#domain/india-calendar';
import { aListerEmail } from './support/lister-listings.js';
import { currentSession, signInByRedirect } from './support/auth.js';
import { aTestTown, createTestListings } from './support/test-listings.js';
import { aVisitorName, bookAVisit } from './support/visitor-records.js';

test.use({ serviceWorkers: 'allow' });

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
};

test('the manifest names the app and its icons, as the install criteria ask', async ({ request }) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({ name: 'HouseHunt', start_url: '/', display: 'standalone' });
  expect(manifest.short_name).toBeTruthy();
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // Installability: the worker answers fetches (a fetch handler), and the page links the manifest.
  expect(await worker.text()).toContain("addEventListener('fetch'");
  const page = await request.get('/');
  expect(await page.text()).toContain('<link rel="manifest" href="/manifest.webmanifest"');
});

test('offline, a signed-in visitor opens their shortlist and the Visit day page', async ({ browser }) => {
  test.slow();
  // A listing of its own with a pin, so the page's way there (coordinates, Open in maps) is checked offline.
  const town = aTestTown('Offlinepur');
  const listing = (
    await createTestListings([
      { title: `2 BHK flat to visit in ${town}`, city: town, latitude: 18.5204, longitude: 73.8567 },
    ])
  )[0]!;
  const email = aListerEmail('offline.visitor');
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
    serviceWorkers: 'allow',
  });
  try {
    // Booked with the address the visitor then signs in with: sign-in makes the visit theirs.
    await bookAVisit(browser, {
      name: aVisitorName('Asha'),
      email,
      preferredDate: addDays(indiaToday(new Date()), 1),
      propertyId: listing.id,
    });
    const page = await context.newPage();
    await signInByRedirect(page, { email });
    const { csrfToken } = await currentSession(page);
    const shortlisted = await page.request.put(`/api/me/shortlist/${listing.id}`, {
      headers: { 'x-csrf-token': csrfToken! },
    });
    expect(shortlisted.ok(), await shortlisted.text()).toBe(true);

    // What the Visit day page must show offline, as the API answers it now.
    const visits = (await (await page.request.get('/api/me/visits')).json()) as {
      items: Array<{ reference: string; listing: { id: string | null } }>;
    };
    const visit = visits.items.find((item) => item.listing.id === listing.id);
    expect(visit, 'the booked visit is the visitor’s').toBeTruthy();
    const { property } = (await (await page.request.get(`/api/properties/${listing.id}`)).json()) as {
      property: { address: string; latitude: number | null; longitude: number | null };
    };

    // Installable: the page links the manifest (checked above) and a service worker controls it. The worker
    // installs after the page has loaded; once active, a reload puts the page under its control.
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect
      .poll(() =>
        page.evaluate<string | undefined>('navigator.serviceWorker.ready.then((r) => r.active?.state)'),
      )
      .toBe('activated');
    await page.reload();
    await expect.poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null')).toBe(true);

    // Online once, so the worker keeps the answers these pages read.
    await page.goto('/shortlist');
    await expect(page.getByText(listing.title).first()).toBeVisible();
    await page.goto('/account/visit-day');
    await expect(page.getByTestId('visit-day-visit').getByText(listing.title)).toBeVisible();
    await expect(page.getByTestId('visit-day-map')).toBeVisible();

    await context.setOffline(true);
    await page.goto('/shortlist');
    await expect(page.getByText(listing.title).first()).toBeVisible();
    await page.goto('/account/visit-day');
    const card = page.getByTestId('visit-day-visit');
    await expect(card.getByText(listing.title)).toBeVisible();
    await expect(page.getByText(/You are offline — showing what was saved at \d\d:\d\d/)).toBeVisible();
    // The visit: its time, reference and address, and the way there with no map tiles.
    await expect(card.getByText('Late morning, 11 am to 1 pm (India time)', { exact: false })).toBeVisible();
    await expect(card.getByText(visit!.reference)).toBeVisible();
    await expect(card.getByText(property.address, { exact: false })).toBeVisible();
    expect(property).toMatchObject({ latitude: 18.5204, longitude: 73.8567 });
    await expect(card.getByTestId('visit-day-coordinates')).toHaveText('18.52040, 73.85670');
    await expect(card.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      /^geo:18\.5204,73\.8567\?q=/,
    );
    // No street map offline: it would need tiles; online the page draws one.
    await expect(card.getByTestId('visit-day-map')).toHaveCount(0);
    await expect(page.getByText('Title deed (sale deed) in the seller’s name')).toBeVisible();
  } finally {
    await context.close();
  }
});
