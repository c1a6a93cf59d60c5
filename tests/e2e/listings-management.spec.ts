import { expect, test, type Page } from '@playwright/test';
import { aPhoto, publishFromEditPage } from './support/admin-listings.js';
import { ADMIN_SESSION, toastWith } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';

test.use({ storageState: ADMIN_SESSION });

const section = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test('an admin adds a listing with two photos, edits it, features it and deletes it', async ({ page }) => {
  test.slow();
  const problems = await watchPageProblems(page);
  const title = `Garden flat in Jayanagar ${Date.now()}`;

  // Add
  await page.goto('/admin/add-property');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Property' })).toBeVisible();
  await page.getByLabel('Property Title').fill(title);
  await page.getByLabel('Description').fill('Quiet lane, east-facing balcony, ten minutes from the metro.');
  await page.getByLabel('Main Category').selectOption('residential');
  await page.getByLabel('Sub Category').selectOption('flat');
  await page.getByLabel('Property Status').selectOption('rent');
  await page.getByLabel('Price (₹)').fill('45000');
  await page.getByLabel('Rental Frequency').selectOption('monthly');
  await page.getByLabel('Available From').fill('2026-12-15');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('14, 9th Cross, 4th Block');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN Code').fill('560011');
  await page.getByLabel('Total Area Sq.Ft').fill('1250');
  await page.getByLabel('Undivided Share (Sq.Ft)').fill('480');
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Bathrooms').fill('2');
  await expect(page.getByText('PNG, JPG or JPEG (MAX. 800x400px)')).toBeVisible();
  await page
    .getByLabel('Upload photos')
    .setInputFiles([await aPhoto('front.jpg', '#b45309'), await aPhoto('hall.jpg', '#0f766e')]);
  await expect(page.getByRole('progressbar', { name: /^Uploading/ })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await expect(page.getByText('Cover', { exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(toastWith(page, 'Property created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/properties$/);

  // In the table, with its cover photo
  await page.getByLabel('Search listings').fill(title);
  const editLink = page.getByRole('link', { name: `Edit ${title}` });
  await expect(editLink).toBeVisible();
  // The cover is decorative (alt=""), so it is found by its row rather than by a name.
  const cover = page.getByRole('row').filter({ has: editLink }).locator('img');
  await expect(cover).toHaveCount(1);
  await expect(cover).toHaveAttribute('alt', '');
  // The spec files are compiled without the DOM library: the image is described by the two fields read.
  type LoadedImage = { complete: boolean; naturalWidth: number };
  await expect
    .poll(() => cover.evaluate((img: LoadedImage) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const listingId = (await editLink.getAttribute('href'))!.split('/').pop()!;

  // A draft until it is published
  await page.goto(`/admin/edit-property/${listingId}`);
  await publishFromEditPage(page);

  // On its public page
  await page.goto(`/property/${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Price summary' }).getByText('₹45,000/month'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^${title} — photo 1 of 2`) }).first()).toBeVisible();

  // Edit: the type decides which sections show
  await page.goto(`/admin/edit-property/${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
  await expect(page.getByText('Update property information')).toBeVisible();
  await expect(page.getByLabel('Property Title')).toHaveValue(title);
  await expect(section(page, 'Property Details')).toBeVisible();
  await expect(page.getByLabel('Undivided Share (Sq.Ft)')).toBeVisible();
  await expect(page.getByLabel('Plot Area (Sq.Ft)')).toHaveCount(0);

  await page.getByLabel('Sub Category').selectOption('plot');
  await expect(section(page, 'Property Details')).toHaveCount(0);
  await expect(page.getByLabel('Undivided Share (Sq.Ft)')).toHaveCount(0);
  await expect(page.getByLabel('Plot Area (Sq.Ft)')).toBeVisible();

  await page.getByLabel('Sub Category').selectOption('villa');
  await expect(section(page, 'Property Details')).toBeVisible();
  await expect(page.getByLabel('Plot Area (Sq.Ft)')).toBeVisible();
  await expect(page.getByLabel('Undivided Share (Sq.Ft)')).toHaveCount(0);

  await page.getByLabel('Main Category').selectOption('commercial');
  await expect(page.getByLabel('Sub Category')).toHaveValue('');
  await page.getByLabel('Main Category').selectOption('residential');
  await page.getByLabel('Sub Category').selectOption('villa');
  await page.getByLabel('Plot Area (Sq.Ft)').fill('2400');
  await page.getByLabel('Bedrooms').fill('3');
  await page.getByLabel('Bathrooms').fill('3');
  await page.getByLabel('Property Title').fill(`${title} (villa)`);
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  // Now first, it cannot move earlier: focus stays on the same photo, on the button that still works.
  await expect(page.getByRole('button', { name: 'Move photo 2 later' })).toBeFocused();
  await expect(page.getByText('Moved photo 2 to position 1 of 2')).toBeAttached();
  await page.getByRole('button', { name: 'Update Property' }).click();
  await expect(toastWith(page, 'Property updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/properties$/);

  // Featured, through its own switch
  await page.goto(`/admin/edit-property/${listingId}`);
  await expect(page.getByLabel('Property Title')).toHaveValue(`${title} (villa)`);
  await expect(page.getByLabel('Sub Category')).toHaveValue('villa');
  await page.getByLabel('Mark as Featured').check();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(toastWith(page, 'Property marked as Featured!')).toBeVisible();
  await page.getByLabel('Mark as Featured').uncheck();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(toastWith(page, 'Property unmarked as Featured.')).toBeVisible();
  // Featured again for the delete below; the first toast may still be showing, so wait for the answer.
  await page.getByLabel('Mark as Featured').check();
  const featuredAgain = page.waitForResponse((r) => r.url().endsWith('/featured') && r.ok());
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await featuredAgain;

  // Delete from the table, after a confirmation naming the listing
  await page.goto(`/admin/properties?q=${encodeURIComponent(title)}&featured=true`);
  await page.getByRole('button', { name: `Delete ${title} (villa)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive or delete this property?' });
  await expect(dialog).toContainText(`Archiving takes “${title} (villa)” off the site`);
  await expect(dialog).toContainText('Deleting removes it and its photos permanently');
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(toastWith(page, 'Property deleted')).toBeVisible();
  await expect(page.getByText('No properties match these filters')).toBeVisible();

  problems.expectNone();

  // Gone for visitors too (the browser logs the API's 404 here, as it should).
  await page.goto(`/property/${listingId}`);
  await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
});

test('the edit screen names a listing that does not exist and goes back to the list', async ({ page }) => {
  await page.goto('/admin/edit-property/00000000-0000-4000-8000-000000000000');
  await waitForApp(page);
  await expect(toastWith(page, 'Property not found')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/properties$/);
});
