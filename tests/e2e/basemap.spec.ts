import { expect, test } from '@playwright/test';
import { ADMIN_SESSION, currentSession, toastWith } from './support/auth.js';
import { aListingTitle, deleteListing, publishThrough } from './support/admin-listings.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';

test.use({ storageState: ADMIN_SESSION });

/** Whitefield, Bengaluru: where the post offices of PIN code 560066 are. */
const WHITEFIELD = { pincode: '560066', lat: 12.97, lng: 77.75 };

test('a listing added without touching the map is placed at its PIN code, on the embedded basemap', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  const title = aListingTitle('Whitefield flat placed by its PIN');
  let id: string | undefined;
  try {
    await page.goto('/admin/add-property');
    await waitForApp(page);
    // The pin picker draws the basemap that ships with HouseHunt, never a blank grid.
    await expect(page.locator('.leaflet-container .hh-basemap-india').first()).toBeAttached();
    await expect(page.getByText('Map tiles are not configured')).toHaveCount(0);

    await page.getByLabel('Property Title').fill(title);
    await page.getByLabel('Main Category').selectOption('residential');
    await page.getByLabel('Sub Category').selectOption('flat');
    await page.getByLabel('Property Status').selectOption('rent');
    await page.getByLabel('Rental Frequency').selectOption('monthly');
    await page.getByLabel('Available From').fill('2026-12-15');
    await page.getByLabel('Price (₹)').fill('45000');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('22, ITPL Main Road');
    await page.getByLabel('City').fill('Bengaluru');
    await page.getByLabel('State').selectOption('Karnataka');
    await page.getByLabel('PIN Code').fill(WHITEFIELD.pincode);
    await page.getByLabel('Total Area Sq.Ft').fill('1200');
    await page.getByLabel('Undivided Share (Sq.Ft)').fill('450');
    await page.getByLabel('Bedrooms').fill('2');
    await page.getByLabel('Bathrooms').fill('2');
    await page.getByRole('button', { name: 'Create Property' }).click();
    await expect(toastWith(page, 'Property created successfully')).toBeVisible();

    const found = await page.request.get(`/api/admin/properties?q=${encodeURIComponent(title)}`);
    const { items } = (await found.json()) as { items: Array<{ id: string }> };
    id = items[0]!.id;
    const { csrfToken } = await currentSession(page);
    await publishThrough(page.request, csrfToken!, id);
    const read = await page.request.get(`/api/properties/${id}`);
    const { property } = (await read.json()) as {
      property: { latitude: number; longitude: number; locationApproximate: boolean };
    };
    expect(property.locationApproximate).toBe(true);
    expect(Math.abs(property.latitude - WHITEFIELD.lat)).toBeLessThan(0.05);
    expect(Math.abs(property.longitude - WHITEFIELD.lng)).toBeLessThan(0.05);

    await page.goto(`/property/${id}`);
    await waitForApp(page);
    await page.getByText('Open in Google Maps').scrollIntoViewIfNeeded();
    const map = page.getByTestId('listing-location-map');
    await expect(map.locator('.hh-basemap-india').first()).toBeAttached();
    await expect(page.getByText('Approximate location (PIN code area)')).toBeVisible();

    // And on the search's map, among the pins of a box around its PIN code.
    const box = [WHITEFIELD.lat - 0.1, WHITEFIELD.lng - 0.1, WHITEFIELD.lat + 0.1, WHITEFIELD.lng + 0.1].map(
      (degrees) => degrees.toFixed(2),
    );
    await page.goto(`/properties?${new URLSearchParams({ q: title, bbox: box.join(',') }).toString()}`);
    await waitForApp(page);
    await expect(
      page.getByTestId('search-map').locator(`.leaflet-marker-icon[title="${title}"]`),
    ).toBeVisible();
    problems.expectNone();
  } finally {
    if (id) await deleteListing(page, id);
  }
});
