import { expect, test } from '@playwright/test';
import { localityPagePath, placeSlug } from '#domain/locality-insights';
import { pathInLocale } from '#domain/site-language';
import {
  aTestTown,
  createTestListingsWithPhotos,
  deleteTestListings,
  type TestListing,
} from './support/test-listings.js';

// The server preloads the answers a page paints first (route-preloads.ts), and proxies may keep them
// (cache-policy.ts). Chromium once met a preloaded answer browsers were told to keep for no time by asking
// for it again beside the preload, a request that never finished: the page worked, but never went quiet,
// which is what crawlers, Lighthouse and a phone's data plan notice.
test.describe('pages whose first answers the server preloads', () => {
  let listings: TestListing[] = [];
  let town: string;
  const LOCALITY = 'Preload Nagar';

  test.beforeAll(async () => {
    town = aTestTown('Preloadpur');
    listings = await createTestListingsWithPhotos([
      {
        overrides: { city: town, location: LOCALITY, title: `2 BHK flat in ${LOCALITY}` },
        photos: 1,
        size: 'card',
      },
    ]);
  });
  test.afterAll(async () => deleteTestListings(listings));

  test('finish every request they start, in English and Hindi', async ({ page }) => {
    const paths = [
      '/',
      `/properties?city=${encodeURIComponent(town)}`,
      `/property/${listings[0]!.id}`,
      localityPagePath(placeSlug(town), placeSlug(LOCALITY)),
    ];
    for (const path of [...paths, ...paths.map((english) => pathInLocale(english, 'hi'))]) {
      const unfinished = new Set<string>();
      const onRequest = (request: { url(): string }) => unfinished.add(request.url());
      const onDone = (request: { url(): string }) => unfinished.delete(request.url());
      page.on('request', onRequest);
      page.on('requestfinished', onDone);
      page.on('requestfailed', onDone);
      await page.goto(path);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      expect([...unfinished], path).toEqual([]);
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    }
  });

  // A preload the page does not take is a second download of the same thing, on a phone's slow link.
  test('ask once for what they preload: a search answer and a listing photo', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const searchAnswers = () =>
      new Set(requested.filter((url) => new URL(url).pathname === '/api/properties'));
    const photoFiles = () => new Set(requested.filter((url) => /\/media\/.+\.(avif|webp)$/.test(url)));

    await page.goto(`/properties?city=${encodeURIComponent(town)}&sort=price-asc`);
    await expect(page.getByRole('heading', { name: listings[0]!.title })).toBeVisible();
    await expect(page.locator('link[rel="preload"][href^="/api/properties?"]')).toHaveCount(1);
    expect([...searchAnswers()]).toHaveLength(1);

    requested.length = 0;
    await page.goto(`/property/${listings[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listings[0]!.title })).toBeVisible();
    await expect(page.getByRole('img', { name: /photo 1 of 1/ })).toBeVisible();
    // The preloaded rendition is the one the gallery's picture chose: one file, not two.
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(1);
    await expect.poll(() => photoFiles().size).toBeGreaterThan(0);
    expect([...photoFiles()]).toHaveLength(1);
  });
});
