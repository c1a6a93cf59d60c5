import { expect, test } from '@playwright/test';
import { DEV_PROVIDER_BUTTON, signInByRedirect, toastWith } from './support/auth.js';
import { aPhoto } from './support/admin-listings.js';
import { aTestTown, deleteTestListings, type TestListing } from './support/test-listings.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';

test('a new visitor posts a flat with a photo and sends it for review', async ({ page }) => {
  test.slow();
  const problems = await watchPageProblems(page);
  const town = aTestTown('Postprop');
  const title = `Lister's 2 BHK in ${town}`;
  const posted: TestListing[] = [];
  try {
    // Signed out, the header's link leads to a sign-in prompt that comes back here.
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('link', { name: 'Post property' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Post your property' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fpost-property',
    );
    await signInByRedirect(page, { email: `lister-${Date.now()}@example.com` }, '/post-property');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: DEV_PROVIDER_BUTTON })).toHaveCount(0);

    await page.getByLabel('Property Title').fill(title);
    await page.getByLabel('Description').fill('Quiet lane, east-facing balcony, ten minutes from the metro.');
    await page.getByLabel('Main Category').selectOption('residential');
    await page.getByLabel('Sub Category').selectOption('flat');
    await page.getByLabel('Property Status').selectOption('rent');
    await page.getByLabel('Price (₹)').fill('45000');
    await page.getByLabel('Rental Frequency').selectOption('monthly');
    await page.getByLabel('Available From').fill('2026-12-15');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('14, 9th Cross, 4th Block');
    await page.getByLabel('City').fill(town);
    await page.getByLabel('State').selectOption('Karnataka');
    await page.getByLabel('PIN Code').fill('560011');
    await page.getByLabel('Total Area Sq.Ft').fill('1250');
    await page.getByLabel('Undivided Share (Sq.Ft)').fill('480');
    await page.getByLabel('Bedrooms').fill('2');
    await page.getByLabel('Bathrooms').fill('2');
    const quality = page.getByRole('region', { name: 'Listing quality' });
    await expect(quality).toBeVisible();
    await expect(quality).toContainText('Add 5 more photos');
    await page.getByLabel('Upload photos').setInputFiles([await aPhoto('front.jpg', '#b45309')]);
    await expect(page.getByRole('progressbar', { name: /^Uploading/ })).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
    // The panel counts the photos the listing will have as they are added.
    await expect(quality).toContainText('Add 4 more photos');

    // An agent must give their registration number; the state's format is shown beside it.
    await page.getByLabel('I am an agent').check();
    await expect(page.getByLabel('RERA agent registration number')).toBeVisible();
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByText('Enter your RERA agent registration number')).toBeVisible();
    await page.getByLabel('I am the owner').check();

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/me/listings') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send for review' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const { listing } = (await response.json()) as { listing: TestListing };
    posted.push(listing);
    await expect(toastWith(page, 'sent for review')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/account' && url.hash === '#my-listings');

    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Pending review');
    await expect(row.getByRole('link', { name: `Edit “${title}”` })).toBeVisible();
    problems.expectNone();
  } finally {
    await deleteTestListings(posted);
  }
});
