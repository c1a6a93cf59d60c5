import { expect, test } from '@playwright/test';
import { waitForApp } from './support/page-problems.js';

// The public pages promise only what the site and its team really do: no tracking of bookings in an account,
// no side-by-side comparison, no review or verification step a listing passes before it is shown.
const pages = [
  {
    path: '/login',
    heading: 'Sign in to HouseHunt',
    says: [
      'Keep your shortlist on every device, have your name and email filled in when you book a visit and, for our staff, manage listings in the admin portal.',
    ],
    neverSays: ['track your visit bookings'],
  },
  {
    path: '/shortlist',
    heading: 'Your shortlist',
    says: [
      'Keep the homes you like in one place, and come back to book a visit when you are ready.',
      'Tap the heart on any listing to keep it here, with its price, size and locality at a glance, until you are ready to book a visit.',
    ],
    neverSays: ['side by side', 'compare'],
  },
  {
    path: '/',
    heading: 'Find your next home in India',
    says: ['Listed by our own team', 'Every property on HouseHunt is put up by our staff'],
    neverSays: ['checked by our team', 'reviewed by HouseHunt staff', 'verified'],
  },
  {
    path: '/about-us',
    heading: 'About HouseHunt',
    says: ['Every listing is put up by HouseHunt staff, never by anonymous advertisers'],
    neverSays: ['Reviewed listings', 'checks each listing before it is published', 'same standard'],
  },
  {
    path: '/services',
    heading: 'Our services',
    says: ['Owners and builders list through our team, who put the property up for them.'],
    neverSays: ['after a review of the details'],
  },
  {
    path: '/terms-of-service',
    heading: 'Terms of service',
    says: ['Listings are put up by our team from information given by property owners'],
    neverSays: ['reviews every listing before it is published'],
  },
];

for (const { path, heading, says, neverSays } of pages) {
  test(`${path} promises only what the site does`, async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const main = page.getByRole('main');
    for (const text of says) await expect(main.getByText(text)).toBeVisible();
    const shown = (await main.innerText()).toLowerCase();
    for (const claim of neverSays)
      expect(shown, `${path} says "${claim}"`).not.toContain(claim.toLowerCase());
  });
}
