import { expect, test, type Page } from '@playwright/test';
import { landingPageModules } from '#server/http/route-preloads';
import { afterPaintScripts, catalogueScripts, firstVisitScripts } from './support/first-visit-javascript.js';
import { waitForApp } from './support/page-problems.js';
import { aFlatForSaleWithPhotos } from './support/test-listings.js';

// The budgets are judged from the built files, so they cannot flake with machine speed. They live with the
// browser tests because `npm test` builds just before them: these are the files the suite then serves.

type FirstVisit = {
  name: string;
  /** The lazy modules the router loads for the address (router.tsx), as the server preloads them. */
  routeModules: string[];
  budgetGzipBytes: number;
  /**
   * Lazy modules the page loads by design only after its data has come or its content has painted (their path under src/web, as the manifest keys
   * them): outside the budget, and the only scripts beyond it a first visit may load.
   */
  afterPaint?: string[];
  /** The address to visit, for the check that the budget counts every script loaded. */
  path: () => Promise<string>;
};

/**
 * Loaded on every page after the window's load event, so never before the first paint: the service worker's
 * registration (decision 029).
 */
const AFTER_LOAD = ['lib/service-worker.tsx'];

/** The listing page's booking and question forms, below the fold, load once it has painted (issue 26). */
const LISTING_PAGE_AFTER_PAINT = [
  'features/bookings/components/book-visit-panel.tsx',
  'features/enquiries/components/property-enquiry-form.tsx',
];

const FIRST_VISITS: FirstVisit[] = [
  {
    name: 'the home page',
    routeModules: landingPageModules('/'),
    /**
     * About 15% above the home page's first visit when the budget was set (155.4 kB gzipped in 27 files,
     * November 2026; React, React Router and TanStack Query are 110 kB of it). Growing past it means something
     * heavy reached the landing page (zod did once, through the shortlist store): split it off rather than
     * raise this.
     */
    // + 4 kB for the i18n runtime and the English shell catalogue (decision 028, November 2026: 165.2 kB).
    budgetGzipBytes: 182_000,
    path: async () => '/',
  },
  {
    name: 'the search page',
    routeModules: landingPageModules('/properties'),
    /**
     * The search page parses its address with the domain's search schema, so it carries zod (22 kB): 183.6 kB
     * in 14 files when set (November 2026, issue 14), down from 184.7 kB in 42 files; 186.5 kB once the capped
     * counts and the "Save this search" button joined it (its form, with react-hook-form, loads on opening).
     * Reading the address without zod is the next step down, and the way to make room.
     */
    // + 4 kB for the i18n runtime and the English shell catalogue (decision 028, November 2026: 189.3 kB), then
    // the search catalogue and its Hindi-aware labels (199.7 kB when the public site was converted). The i18n
    // share is held to 15 kB by the test below.
    budgetGzipBytes: 200_500,
    // On wide screens the map beside the list loads once the list has painted (issue 23), on phones when opened;
    // the empty result's view loads only when a search comes back empty (an empty catalogue, here).
    afterPaint: [
      'features/property-search/components/search-map.tsx',
      'features/property-search/components/no-results.tsx',
    ],
    path: async () => '/properties',
  },
  {
    name: 'a listing page',
    routeModules: landingPageModules('/property/an-id'),
    /**
     * 188.2 kB in 15 files when set (November 2026, issue 14), down from 214 kB in 56: the booking and question
     * forms show at once but import zod and their schemas on first use (use-visitor-form.ts). Going past it
     * probably means a form's schema, or a domain module that builds one, is imported statically again.
     */
    // + 4 kB for the i18n runtime and the English shell catalogue (decision 028, November 2026: 200.4 kB), then
    // the page's own catalogues (property, forms: 6.2 kB) and its Hindi-aware code, and the cost sheet's lazy
    // loader (213.6 kB when the public site was converted). The i18n share is held to 15 kB by the test below.
    // 188.3 kB once the booking and question forms, and react-hook-form with them, loaded after the first paint
    // and toasts with the first toast (issue 26, November 2026).
    budgetGzipBytes: 191_000,
    afterPaint: LISTING_PAGE_AFTER_PAINT,
    path: async () => `/property/${(await aFlatForSaleWithPhotos()).listing.id}`,
  },
  {
    name: 'the Hindi home page',
    routeModules: landingPageModules('/hi/'),
    /**
     * The English page with the Hindi catalogues instead of the English ones, the route table's Hindi texts
     * (1.2 kB) and the place names in Devanagari (5.8 kB): 181.2 kB when the public site was converted (November
     * 2026). The i18n share alone is held to 15 kB by the test below. The Devanagari font is CSS and woff2.
     */
    budgetGzipBytes: 182_500,
    path: async () => '/hi/',
  },
  {
    name: 'the Hindi search page',
    routeModules: landingPageModules('/hi/properties'),
    // As above: 208.3 kB when the public site was converted (November 2026).
    budgetGzipBytes: 209_800,
    afterPaint: [
      'features/property-search/components/search-map.tsx',
      'features/property-search/components/no-results.tsx',
    ],
    path: async () => '/hi/properties',
  },
  {
    name: 'a Hindi listing page',
    routeModules: landingPageModules('/hi/property/an-id'),
    // As above: 222.9 kB when the public site was converted, 197.7 kB once its forms loaded after the first
    // paint (November 2026).
    budgetGzipBytes: 200_500,
    afterPaint: LISTING_PAGE_AFTER_PAINT,
    path: async () => `/hi/property/${(await aFlatForSaleWithPhotos()).listing.id}`,
  },
];

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function scriptsLoadedOnFirstVisit(page: Page, path: string): Promise<Set<string>> {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.add(new URL(response.url()).pathname);
  });
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return loaded;
}

/**
 * Lingui's runtime (@lingui/core and @lingui/react, minified, gzip level 9: 2.2 + 1.2 kB), measured when it was
 * chosen (decision 028); it sits in the vendor chunk, so it cannot be counted from the build.
 */
const I18N_RUNTIME_GZIP_BYTES = 3_400;

for (const visit of FIRST_VISITS) {
  // Issue 25's rule: the i18n runtime and the page's catalogues in its language add at most 15 kB gzip.
  test(`the i18n runtime and the catalogues of ${visit.name} stay within 15 kB gzip`, () => {
    const catalogues = catalogueScripts();
    const loaded = firstVisitScripts(visit.routeModules).filter((script) => catalogues.has(script.path));
    const total = I18N_RUNTIME_GZIP_BYTES + loaded.reduce((sum, script) => sum + script.gzipBytes, 0);
    expect(loaded.length).toBeGreaterThan(0);
    expect(
      total,
      loaded.map((script) => `${kB(script.gzipBytes)} ${script.path}`).join('\n'),
    ).toBeLessThanOrEqual(15_000);
  });

  test(`a first visit to ${visit.name} loads no more JavaScript than its budget`, () => {
    const scripts = firstVisitScripts(visit.routeModules);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const breakdown = scripts
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((script) => `  ${kB(script.gzipBytes).padStart(9)}  ${script.path}`)
      .join('\n');
    expect(
      total,
      `${kB(total)} gzipped in ${scripts.length} files, over the ${kB(visit.budgetGzipBytes)} budget:\n${breakdown}`,
    ).toBeLessThanOrEqual(visit.budgetGzipBytes);
  });

  test(`the budget counts every script the browser loads on a first visit to ${visit.name}`, async ({
    page,
  }) => {
    const loaded = await scriptsLoadedOnFirstVisit(page, await visit.path());
    const counted = new Set([
      ...firstVisitScripts(visit.routeModules).map((script) => script.path),
      ...afterPaintScripts([...(visit.afterPaint ?? []), ...AFTER_LOAD]),
    ]);
    expect(loaded.size).toBeGreaterThan(0);
    expect(
      [...loaded].filter((path) => !counted.has(path)),
      `scripts ${visit.name} loads that the budget does not count (a lazy import on first render?)`,
    ).toEqual([]);
  });
}

test('the build manifest behind the budget is not served to visitors', async ({ request }) => {
  const response = await request.get('/.vite/manifest.json');
  expect(response.headers()['content-type']).not.toContain('json');
});
