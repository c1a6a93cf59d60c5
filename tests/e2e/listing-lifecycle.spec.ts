/**
 * The public side of a listing's life (decision 023): what the property page, its cards and the shortlist show
 * for a listing under offer, sold within 90 days, gone, or live.
 *
 * The listings are real (made through the admin API); their place in the lifecycle is set on the API's answers
 * the page reads, since the admin's state moves are built separately. The server's side of the same rules (which
 * answer each state gets, noindex, 410) is covered by src/server/listings/listing-page.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import type { ListingCardList } from '#domain/listing-card';
import type { ListingPageLifecycle } from '#domain/listing-page';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { watchPageProblems, waitForApp } from './support/page-problems.js';
import { aTestTown, createTestListingsWithPhotos, type TestListing } from './support/test-listings.js';

type Theme = 'light' | 'dark';
type LifecycleListings = { listing: TestListing; neighbour: TestListing };

let ours: Promise<LifecycleListings> | undefined;

/** A flat and a neighbour its page suggests, a photo each, in a town of their own; tests only read them. */
function lifecycleListings(): Promise<LifecycleListings> {
  ours ??= (async () => {
    const town = aTestTown('Badalpur');
    const [listing, neighbour] = await createTestListingsWithPhotos([
      { overrides: { city: town, title: `Bright 3 BHK flat by the park, ${town}` }, photos: 1, size: 'card' },
      {
        overrides: { city: town, title: `Quiet 2 BHK flat near the station, ${town}`, bedrooms: 2 },
        photos: 1,
        size: 'card',
      },
    ]);
    return { listing: listing!, neighbour: neighbour! };
  })();
  return ours;
}

/** The API address of the listing's page answer (not its /similar or /views). */
const listingApi = (listingId: string) => (url: URL) => url.pathname === `/api/properties/${listingId}`;

/** The listing's answer as the server gives it, in another place of its life. */
async function answerListingAs(
  page: Page,
  listingId: string,
  state: { listingState: string; lifecycle: ListingPageLifecycle },
) {
  await page.route(listingApi(listingId), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { property: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { property: { ...body.property, listingState: state.listingState }, lifecycle: state.lifecycle },
    });
  });
}

async function openInTheme(page: Page, path: string, theme: Theme) {
  await page.addInitScript({ content: `localStorage.setItem('darkMode', '${theme === 'dark'}');` });
  await page.goto(path);
  await waitForApp(page);
}

const similarListings = (page: Page) => page.getByTestId('similar-listings');

test('a listing under offer shows its badge, when it was listed and how fresh its availability is', async ({
  page,
}) => {
  // The page twice (both themes) with axe over each: over 30 seconds when the machine is busy.
  test.slow();
  const { listing } = await lifecycleListings();
  const problems = await watchPageProblems(page);
  await answerListingAs(page, listing.id, {
    listingState: 'under-offer',
    lifecycle: { answer: 'listed', indexable: true, departedNote: null, daysSinceConfirmed: 0 },
  });
  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, `/property/${listing.id}`, theme);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    const strip = page.getByTestId('listing-status-strip');
    await expect(strip.getByText('Under offer', { exact: true })).toBeVisible();
    await expect(strip).toContainText('Listed on');
    await expect(strip.getByText('Availability confirmed today')).toBeVisible();
    // Under offer, the home still takes visits: the offer may fall through.
    await expect(page.locator('#book-a-visit')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAccessibilityViolations(page, `under-offer property page (${theme})`);
  }
  problems.expectNone();
});

test('a live listing says how many days ago its availability was confirmed', async ({ page }) => {
  const { listing } = await lifecycleListings();
  await answerListingAs(page, listing.id, {
    listingState: 'live',
    lifecycle: { answer: 'listed', indexable: true, departedNote: null, daysSinceConfirmed: 1 },
  });
  await page.goto(`/property/${listing.id}`);
  await waitForApp(page);
  const strip = page.getByTestId('listing-status-strip');
  await expect(strip.getByText('Availability confirmed 1 day ago')).toBeVisible();
  await expect(strip.getByText('Under offer', { exact: true })).toHaveCount(0);
});

test('a home sold within 90 days keeps its page with a banner and similar homes, and takes no visits', async ({
  page,
}) => {
  test.slow();
  const { listing, neighbour } = await lifecycleListings();
  const problems = await watchPageProblems(page);
  await answerListingAs(page, listing.id, {
    listingState: 'sold',
    lifecycle: {
      answer: 'departed',
      indexable: false,
      departedNote: 'Sold on 3 Dec',
      daysSinceConfirmed: 12,
    },
  });
  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, `/property/${listing.id}`, theme);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Sold on 3 Dec' });
    await expect(banner).toBeVisible();
    await expect(similarListings(page).getByRole('heading', { name: neighbour.title })).toBeVisible();
    await expect(banner).toContainText('This home is no longer available. Similar homes are below.');
    await expect(page.locator('#book-a-visit')).toHaveCount(0);
    await expect(page.locator('#ask-about-this-property')).toHaveCount(0);
    // A sold home claims nothing about its availability.
    await expect(page.getByTestId('availability-confirmed')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAccessibilityViolations(page, `sold property page (${theme})`);
  }
  problems.expectNone();
});

test('a listing that is gone answers "No longer available" with what became of it and similar homes', async ({
  page,
}) => {
  test.slow();
  const { listing, neighbour } = await lifecycleListings();
  await page.route(listingApi(listing.id), (route) =>
    route.fulfill({ status: 410, json: { error: { code: 'LISTING_GONE', message: 'Rented out on 3 Dec' } } }),
  );
  for (const theme of ['light', 'dark'] as const) {
    await openInTheme(page, `/property/${listing.id}`, theme);
    await expect(page.getByRole('heading', { level: 1, name: 'No longer available' })).toBeVisible();
    await expect(page.getByText('Rented out on 3 Dec')).toBeVisible();
    await expect(page).toHaveTitle('No longer available | HouseHunt');
    await expect(similarListings(page).getByRole('heading', { name: neighbour.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAccessibilityViolations(page, `gone property page (${theme})`);
  }
});

test('a shortlisted listing that was sold says so on the shortlist, and can still be removed', async ({
  page,
}) => {
  const { listing } = await lifecycleListings();
  await page.addInitScript({
    content: `localStorage.setItem('househunt.shortlist', ${JSON.stringify(JSON.stringify([listing.id]))});`,
  });
  await page.route(
    (url) => url.pathname === '/api/properties/cards',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as ListingCardList;
      await route.fulfill({
        response,
        json: {
          items: body.items.map((card) =>
            card.id === listing.id ? { ...card, listingState: 'sold', departedNote: 'Sold on 3 Dec' } : card,
          ),
        },
      });
    },
  );
  await page.goto('/shortlist');
  await waitForApp(page);
  const shortlist = page.getByRole('region', { name: 'Shortlist', exact: true });
  const card = shortlist.getByTestId('listing-card');
  await expect(card.getByRole('heading', { level: 3, name: listing.title })).toBeVisible();
  await expect(card.getByTestId('listing-departed-note')).toHaveText('Sold on 3 Dec');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAccessibilityViolations(page, '/shortlist with a sold listing');
  await shortlist.getByRole('button', { name: `Remove ${listing.title} from your shortlist` }).click();
  await expect(shortlist.getByText('Nothing on your shortlist yet')).toBeVisible();
});
