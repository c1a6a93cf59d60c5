/** Listings a test makes (and removes) through the admin API, with the page's own admin session. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { currentSession } from './auth.js';

export type TestListing = { id: string; title: string };

/** A rent flat in Bengaluru with every required field; `changes` overrides or adds fields. */
const aFlat = (title: string) => ({
  title,
  description: 'Made by a browser test.',
  mainCategory: 'residential',
  subCategory: 'flat',
  propertyStatus: 'rent',
  price: 32000,
  rentalFrequency: 'monthly',
  availableFrom: '2026-12-01',
  address: '12, 4th Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  squareFeet: 1100,
  undividedShare: 420,
  bedrooms: 2,
  bathrooms: 2,
});

/** A title no other test uses, as long as a real one, so how it wraps is what a real one does. */
export const aListingTitle = (what = 'Sunny 2 BHK flat with a balcony over the park') =>
  `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function csrfHeaders(page: Page) {
  const { csrfToken } = await currentSession(page);
  expect(csrfToken, 'the page has an admin session').toBeTruthy();
  return { 'x-csrf-token': csrfToken! };
}

/**
 * Creates a listing (the page must have visited the site, for its cookies), published unless `publish` is false;
 * `imageIds` are uploaded photos.
 */
export async function createListing(
  page: Page,
  { title = aListingTitle(), changes = {}, imageIds = [] as string[], publish = true } = {},
): Promise<TestListing> {
  const response = await page.request.post('/api/admin/properties', {
    headers: await csrfHeaders(page),
    data: { property: { ...aFlat(title), ...changes }, imageIds },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { property } = (await response.json()) as { property: { id: string; title: string } };
  if (publish) await publishThrough(page.request, (await csrfHeaders(page))['x-csrf-token'], property.id);
  return { id: property.id, title: property.title };
}

/**
 * Saves a listing made by `createListing` as the edit form does, naming the version it is at: the same flat with
 * `changes` (give again those it was created with, since a save sends the whole listing).
 */
export async function saveListing(
  page: Page,
  { id, title }: TestListing,
  changes: Record<string, unknown>,
): Promise<void> {
  const current = await page.request.get(`/api/admin/properties/${id}`);
  const { version } = ((await current.json()) as { property: { version: number } }).property;
  const response = await page.request.put(`/api/admin/properties/${id}`, {
    headers: await csrfHeaders(page),
    data: { version, property: { ...aFlat(title), ...changes } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Publishes a new draft (version 1) as the "Publish" button does; the browser tests' listings share an address,
 * so the duplicate guard's question is answered "publish anyway".
 */
export async function publishThrough(api: APIRequestContext, csrfToken: string, id: string): Promise<void> {
  const response = await api.post(`/api/admin/properties/${id}/state`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { to: 'live', version: 1, confirmDuplicate: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function deleteListing(page: Page, id: string): Promise<void> {
  const response = await page.request.delete(`/api/admin/properties/${id}`, {
    headers: await csrfHeaders(page),
  });
  expect([204, 404]).toContain(response.status());
}

/** A photo as a camera would send it, made on the spot: nothing is fetched from outside. */
export async function aPhoto(name: string, colour: string, { width = 1200, height = 800 } = {}) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

export type Photo = Awaited<ReturnType<typeof aPhoto>>;

/** Uploads a photo as the admin form does; its id goes into a listing's `imageIds`. */
export async function uploadPhoto(page: Page, photo: Photo): Promise<string> {
  return uploadPhotoThrough(page.request, (await csrfHeaders(page))['x-csrf-token'], photo);
}

/** `uploadPhoto` for an admin request context without a page (`csrfToken` is its session's). */
export async function uploadPhotoThrough(
  api: APIRequestContext,
  csrfToken: string,
  photo: Photo,
): Promise<string> {
  const response = await api.post('/api/admin/property-images', {
    headers: { 'x-csrf-token': csrfToken },
    multipart: { file: photo },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { image: { id: string } }).image.id;
}

/** The listing's photo ids in display order, as the admin API reads them. */
export async function photoOrder(page: Page, id: string): Promise<string[]> {
  const response = await page.request.get(`/api/admin/properties/${id}`);
  const { property } = (await response.json()) as { property: { images: Array<{ id: string }> } };
  return property.images.map((image) => image.id);
}

/**
 * Presses "Publish" on the open edit page, as the team does; the browser tests' listings may share an address,
 * so when the duplicate guard asks, the answer is "Publish anyway". Waits for the listing to read "Live".
 */
export async function publishFromEditPage(page: Page): Promise<void> {
  const panel = page.getByRole('region', { name: 'Listing state' });
  const published = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/state'),
  );
  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  if ((await published).status() === 409) {
    await page
      .getByRole('dialog', { name: 'This looks like a listing already on HouseHunt' })
      .getByRole('button', { name: 'Publish anyway' })
      .click();
  }
  await expect(panel.getByText('Live', { exact: true })).toBeVisible();
}
