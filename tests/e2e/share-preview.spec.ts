import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aTestTown, createTestListingsWithPhotos } from './support/test-listings.js';

test('a listing page names a 1200×630 JPEG share preview in its Open Graph and Twitter tags', async ({
  page,
  request,
}) => {
  const problems = await watchPageProblems(page);
  const town = aTestTown('Chitrakoot');
  const [listing] = await createTestListingsWithPhotos([
    {
      overrides: { city: town, title: `Share preview flat in ${town}`, price: 12_500_000, bedrooms: 3 },
      photos: 1,
      size: 'full',
    },
  ]);
  await page.goto(`/property/${listing!.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: listing!.title })).toBeVisible();

  const meta = (attribute: 'property' | 'name', key: string) =>
    page.locator(`meta[${attribute}="${key}"]`).getAttribute('content');
  const image = await meta('property', 'og:image');
  expect(image).toMatch(new RegExp(`/media/share/${listing!.id}/[0-9a-f]{16}\\.jpg$`));
  expect(await meta('property', 'og:image:width')).toBe('1200');
  expect(await meta('property', 'og:image:height')).toBe('630');
  expect(await meta('name', 'twitter:card')).toBe('summary_large_image');
  expect(await meta('name', 'twitter:image')).toBe(image);
  expect(await meta('name', 'twitter:title')).toBe(listing!.title);
  expect(await meta('property', 'og:image:alt')).toContain('₹1.25 Cr');

  const answer = await request.get(new URL(image!).pathname);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/jpeg');
  const body = await answer.body();
  expect(body.length).toBeLessThan(300 * 1024);
  const { format, width, height } = await sharp(body).metadata();
  expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  problems.expectNone();
});
