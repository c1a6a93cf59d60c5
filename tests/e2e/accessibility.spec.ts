import { expect, test, type Page } from '@playwright/test';
import { expectDistinctLandmarks, expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { createListing, deleteListing } from './support/admin-listings.js';
import { ADMIN_SESSION } from './support/auth.js';
import { waitForApp } from './support/page-problems.js';
import { publicPages } from './support/routes.js';
import { aFlatForRentWithPhotos, aFlatForSaleWithPhotos, type TestListing } from './support/test-listings.js';

// axe-core checks every public page, in both themes, once its content has loaded: the colours differ
// between light and dark, so contrast has to hold in each.

type Theme = 'light' | 'dark';
const themes: Theme[] = ['light', 'dark'];

/**
 * Opens `path` in the theme and waits until the page shows its main heading (this one, when named) and
 * has nothing left to fetch.
 */
async function openInTheme(page: Page, path: string, theme: Theme, heading?: string) {
  // The stored preference, as the toggle saves it, read by theme-init.js before the app starts.
  await page.addInitScript({ content: `localStorage.setItem('darkMode', '${theme === 'dark'}');` });
  await page.goto(path);
  await waitForApp(page);
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { level: 1, ...(heading && { name: heading }) })).toBeVisible();
  // Skeletons and spinners give way to content; axe should judge what a visitor reads.
  await page.waitForLoadState('networkidle');
}

// Listings with photos, and the sale flat with its similar ones, so axe judges everything a listing page shows.
const listingPages: Array<{ name: string; listing: () => Promise<TestListing> }> = [
  { name: 'a flat for sale', listing: async () => (await aFlatForSaleWithPhotos()).listing },
  { name: 'a property for rent', listing: aFlatForRentWithPhotos },
];

for (const theme of themes) {
  test.describe(`in ${theme} mode`, () => {
    for (const { path, heading } of publicPages) {
      if (path.startsWith('/property/')) continue;
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        await openInTheme(page, path, theme, heading);
        await expectNoSeriousAccessibilityViolations(page, `${path} (${theme})`);
      });
    }

    for (const { name, listing: ourListing } of listingPages) {
      test(`the page of ${name} has no serious accessibility violations`, async ({ page }) => {
        const listing = await ourListing();
        await openInTheme(page, `/property/${listing.id}`, theme, listing.title);
        await expectNoSeriousAccessibilityViolations(page, `/property/${listing.id} (${theme})`);
      });
    }

    test('the search results on a map have no serious accessibility violations', async ({ page }) => {
      // The town's listings all have coordinates, so each result has a marker.
      const { town } = await aFlatForSaleWithPhotos();
      const search = new URLSearchParams({ city: town });
      await openInTheme(page, `/properties?${search.toString()}`, theme, 'Properties for sale and rent');
      // Wide, the map sits beside the list and loads once the list has painted.
      await expect(page.getByTestId('search-map').locator('.leaflet-marker-icon').first()).toBeVisible();
      await expectNoSeriousAccessibilityViolations(page, `/properties map view (${theme})`);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 360, height: 740 } });

      test('the open filter drawer has no serious accessibility violations', async ({ page }) => {
        await openInTheme(page, '/properties', theme, 'Properties for sale and rent');
        const filters = page.getByRole('complementary', { name: 'Filters' });
        await filters.getByRole('button', { name: /^Filters/ }).click();
        const drawer = page.getByRole('dialog', { name: 'Filters' });
        await expect(drawer).toBeVisible();
        await expect(drawer.getByRole('button', { name: /^Show \d+ results?$/ })).toBeVisible();
        await expectNoSeriousAccessibilityViolations(page, `/properties filter drawer (${theme})`);
      });

      test('the open main menu has no serious accessibility violations', async ({ page }) => {
        await openInTheme(page, '/', theme, 'Find your next home in India');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
        await expectNoSeriousAccessibilityViolations(page, `/ main menu on a phone (${theme})`);
      });
    });

    test('the not-found page has no serious accessibility violations', async ({ page }) => {
      await openInTheme(page, '/no-such-page', theme, 'Page not found');
      await expectNoSeriousAccessibilityViolations(page, `/no-such-page (${theme})`);
    });

    test.describe('in the admin portal', () => {
      test.use({ storageState: ADMIN_SESSION });

      for (const { path, heading } of [
        { path: '/admin/properties', heading: 'Properties' },
        { path: '/admin/bookings', heading: 'Bookings' },
        { path: '/admin/enquiries', heading: 'Enquiries' },
        { path: '/admin/add-property', heading: 'Add Property' },
      ]) {
        test(`${path} has no serious accessibility violations and tells its landmarks apart`, async ({
          page,
        }) => {
          await openInTheme(page, path, theme, heading);
          await expectNoSeriousAccessibilityViolations(page, `${path} (${theme})`);
          await expectDistinctLandmarks(page, `${path} (${theme})`);
        });
      }

      test('the edit screen of a listing has no serious accessibility violations', async ({ page }) => {
        await page.goto('/admin');
        const listing = await createListing(page);
        try {
          await openInTheme(page, `/admin/edit-property/${listing.id}`, theme, 'Edit Property');
          await expect(page.getByLabel('Property Title')).toHaveValue(listing.title);
          await expectNoSeriousAccessibilityViolations(page, `/admin/edit-property (${theme})`);
          await expectDistinctLandmarks(page, `/admin/edit-property (${theme})`);
        } finally {
          await deleteListing(page, listing.id);
        }
      });
    });

    test('/shortlist has no serious accessibility violations', async ({ page }) => {
      await openInTheme(page, '/shortlist', theme, 'Your shortlist');
      await expectNoSeriousAccessibilityViolations(page, `/shortlist (${theme})`);
    });
  });
}
