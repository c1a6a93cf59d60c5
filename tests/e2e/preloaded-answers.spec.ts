import { expect, test } from '@playwright/test';
import { localityPagePath, placeSlug } from '#domain/locality-insights';
import { pathInLocale } from '#domain/site-language';
import {
  aTestTown,
  createTestListings,
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
    listings = await createTestListings([
      { city: town, location: LOCALITY, title: `2 BHK flat in ${LOCALITY}` },
    ]);
  });
  test.afterAll(async () => deleteTestListings(listings));

  test('finish every request they start, in English and Hindi', async ({ page }) => {
    const paths = [
      '/',
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
});
