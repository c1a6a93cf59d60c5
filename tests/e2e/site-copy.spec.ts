import { expect, test } from '@playwright/test';
import { waitForApp } from './support/page-problems.js';

// The public pages promise only what the site and its team really do. Owners and agents post their own
// listings and the team reviews them before they go live (decision 027); no page calls a listing verified,
// which only its dated verification record may say.
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
    says: ['Reviewed before it is shown', 'our team reviews each one before it goes live'],
    neverSays: ['checked by our team', 'put up by our staff', 'verified'],
  },
  {
    path: '/about-us',
    heading: 'About HouseHunt',
    says: ['Every listing says who posted it: the owner, an agent or our team.'],
    neverSays: ['put up by HouseHunt staff', 'verified', 'same standard'],
  },
  {
    path: '/services',
    heading: 'Our services',
    says: [
      'Owners and agents post their property themselves, free, and our team reviews it before it goes live.',
    ],
    neverSays: ['list through our team'],
  },
  {
    path: '/terms-of-service',
    heading: 'Terms of service',
    says: ['Listings are posted by property owners, agents and our team'],
    neverSays: ['reviews every listing before it is published', 'put up by our team'],
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
