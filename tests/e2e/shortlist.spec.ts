import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { signInByRedirect, toastWith } from './support/auth.js';
import { watchPageProblems, waitForApp } from './support/page-problems.js';
import { aTestTown, createTestListingsWithPhotos } from './support/test-listings.js';

type Listing = { id: string; title: string };
type ListingsToShortlist = { town: string; forSale: Listing[]; forRent: Listing[] };

let ours: Promise<ListingsToShortlist> | undefined;

/**
 * Two flats for sale and two to let, a photo each, in a town of their own: made once per worker, as shortlisting
 * changes the visitor's list, never the listings.
 */
function listingsToShortlist(): Promise<ListingsToShortlist> {
  ours ??= (async () => {
    const town = aTestTown('Pasandpur');
    const toLet = { city: town, propertyStatus: 'rent', price: 38_000, rentalFrequency: 'monthly' } as const;
    const listings = await createTestListingsWithPhotos([
      {
        overrides: { city: town, title: `Corner 3 BHK flat by the temple, ${town}` },
        photos: 1,
        size: 'card',
      },
      {
        overrides: { city: town, title: `Airy 2 BHK flat over the market, ${town}`, bedrooms: 2 },
        photos: 1,
        size: 'card',
      },
      {
        overrides: { ...toLet, title: `Compact 1 BHK flat to let, ${town}`, bedrooms: 1 },
        photos: 1,
        size: 'card',
      },
      { overrides: { ...toLet, title: `Roomy 3 BHK flat to let, ${town}` }, photos: 1, size: 'card' },
    ]);
    return { town, forSale: listings.slice(0, 2), forRent: listings.slice(2) };
  })();
  return ours;
}

async function openListing(page: Page, listing: Listing) {
  await page.goto(`/property/${listing.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
}

/** The heart beside the listing's title on its own page (cards lower down have hearts too). */
const pageHeart = (page: Page, listing: Listing) =>
  page
    .getByRole('main')
    .locator('header')
    .getByRole('button', { name: `Shortlist ${listing.title}`, exact: true });

const headerLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Shortlist/ });
const shortlistSection = (page: Page) => page.getByRole('region', { name: 'Shortlist', exact: true });
const recentSection = (page: Page) => page.getByRole('region', { name: 'Recently viewed', exact: true });
const cardTitles = (section: ReturnType<typeof shortlistSection>) =>
  section.getByTestId('listing-card').getByRole('heading', { level: 3 });

/** What the browser keeps for a visitor without an account. */
const storedShortlist = (page: Page) =>
  page.evaluate<string | null>(`localStorage.getItem('househunt.shortlist')`);

test('a visitor without an account shortlists a listing, keeps it across a reload, and finds it with what they viewed', async ({
  page,
}) => {
  // Four listing pages and a reload: over 20 seconds when the machine is busy.
  test.slow();
  const problems = await watchPageProblems(page);
  const [kept, alsoSeen] = (await listingsToShortlist()).forSale;

  await openListing(page, kept!);
  const heart = pageHeart(page, kept!);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(toastWith(page, 'Added to your shortlist')).toBeVisible();
  await expect(headerLink(page)).toHaveAccessibleName(/^Shortlist\W+1 listing$/);

  await page.reload();
  await waitForApp(page);
  await expect(pageHeart(page, kept!)).toHaveAttribute('aria-pressed', 'true');

  await openListing(page, alsoSeen!);
  await headerLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your shortlist' })).toBeVisible();
  await expect(page).toHaveTitle('Your shortlist | HouseHunt');
  await expect(page.getByText('Your shortlist is saved in this browser only.')).toBeVisible();
  await expect(cardTitles(shortlistSection(page))).toHaveText([kept!.title]);
  // The latest view first.
  await expect(cardTitles(recentSection(page))).toHaveText([alsoSeen!.title, kept!.title]);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAccessibilityViolations(page, '/shortlist with listings');

  // Taking the listing off leaves the list empty, and keyboard focus on the list's heading.
  await shortlistSection(page)
    .getByRole('button', { name: `Remove ${kept!.title} from your shortlist` })
    .click();
  await expect(shortlistSection(page).getByText('Nothing on your shortlist yet')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Shortlist' })).toBeFocused();
  await expect(headerLink(page)).toHaveAccessibleName('Shortlist');
  expect(await storedShortlist(page)).toBeNull();

  await recentSection(page).getByRole('button', { name: 'Clear recently viewed' }).click();
  await expect(recentSection(page).getByText('No listings viewed yet')).toBeVisible();
  await expect(recentSection(page).getByRole('link', { name: 'Browse properties' })).toBeVisible();
  problems.expectNone();
});

test('the heart on a search result shortlists the listing without opening it', async ({ page }) => {
  const search = new URLSearchParams({ status: 'rent', city: (await listingsToShortlist()).town });
  await page.goto(`/properties?${search.toString()}`);
  await waitForApp(page);
  const card = page.getByTestId('listing-card').first();
  const title = (await card.getByRole('heading').textContent())!;
  const heart = card.getByRole('button', { name: `Shortlist ${title}`, exact: true });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/properties' && url.searchParams.toString() === search.toString(),
  );
  expect(JSON.parse((await storedShortlist(page))!)).toHaveLength(1);
});

test('signing in moves the browser’s shortlist onto the account, where another browser finds it', async ({
  page,
  browser,
}) => {
  // A popup sign-in and a second browser: over 20 seconds when the machine is busy.
  test.slow();
  const account = { email: `shortlister-${test.info().workerIndex}-${Date.now()}@example.com` };
  const [first, second] = (await listingsToShortlist()).forRent;

  await openListing(page, first!);
  await pageHeart(page, first!).click();
  await openListing(page, second!);
  await pageHeart(page, second!).click();
  await expect(headerLink(page)).toHaveAccessibleName(/^Shortlist\W+2 listings$/);

  await signInByRedirect(page, account, '/shortlist');
  await waitForApp(page);
  await expect(cardTitles(shortlistSection(page))).toHaveText([second!.title, first!.title]);
  await expect(page.getByText('Your shortlist is saved in this browser only.')).toHaveCount(0);
  // Merged: the account holds the list now, and this browser's copy is gone.
  await expect.poll(() => storedShortlist(page)).toBeNull();

  const elsewhere = await browser.newContext();
  try {
    const otherPage = await elsewhere.newPage();
    await signInByRedirect(otherPage, account, '/shortlist');
    await waitForApp(otherPage);
    await expect(cardTitles(shortlistSection(otherPage))).toHaveText([second!.title, first!.title]);
    await expect(cardTitles(recentSection(otherPage))).toHaveText([second!.title, first!.title]);

    // Signed in, the heart changes the account's shortlist.
    await openListing(otherPage, first!);
    const heart = pageHeart(otherPage, first!);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(toastWith(otherPage, 'Removed from your shortlist')).toBeVisible();
    const saved = await otherPage.request.get('/api/me/shortlist');
    expect(((await saved.json()) as { items: Listing[] }).items.map((item) => item.id)).toEqual([second!.id]);
  } finally {
    await elsewhere.close();
  }
});
