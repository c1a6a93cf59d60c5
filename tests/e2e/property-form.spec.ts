import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SESSION, toastWith } from './support/auth.js';
import { aPhoto, createListing, deleteListing, photoOrder, uploadPhoto } from './support/admin-listings.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';

test.use({ storageState: ADMIN_SESSION });

const discardDialog = (page: Page) => page.getByRole('dialog', { name: 'Discard your changes?' });

/** Types at the end of the title as a person does (real key presses, which also let the page ask on unload). */
async function editTitle(page: Page, addition: string) {
  await page.getByLabel('Property Title').click();
  await page.keyboard.press('End');
  await page.keyboard.type(addition);
}

test.describe('leaving the listing form with unsaved changes', () => {
  test('a sidebar link and Back ask first: Keep editing keeps the edits, Discard leaves', async ({
    page,
  }) => {
    const problems = await watchPageProblems(page);
    await page.goto('/admin');
    const listing = await createListing(page);
    try {
      const listPath = `/admin/properties?q=${encodeURIComponent(listing.title)}`;
      await page.goto(listPath);
      await waitForApp(page);
      await page.getByRole('link', { name: `Edit ${listing.title}` }).click();
      await expect(page.getByLabel('Property Title')).toHaveValue(listing.title);
      await editTitle(page, ' (edited)');

      await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Properties', exact: true }).click();
      const dialog = discardDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        'Your changes to this listing have not been saved and will be lost.',
      );
      await dialog.getByRole('button', { name: 'Keep editing' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/admin/edit-property/${listing.id}$`));
      await expect(page.getByLabel('Property Title')).toHaveValue(`${listing.title} (edited)`);

      await page.goBack();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Discard changes' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/admin/properties');
      await expect(page.getByRole('link', { name: `Edit ${listing.title}` })).toBeVisible();
      problems.expectNone();
    } finally {
      await deleteListing(page, listing.id);
    }
  });

  test('a reload asks through the browser; a save leaves without asking', async ({ page }) => {
    await page.goto('/admin');
    const listing = await createListing(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    try {
      await page.goto(`/admin/edit-property/${listing.id}`);
      await waitForApp(page);
      await expect(page.getByLabel('Property Title')).toHaveValue(listing.title);
      await editTitle(page, ' (lost on reload)');
      await page.reload();
      expect(dialogs).toEqual(['beforeunload']);
      // Leaving was confirmed: the form shows the listing as stored.
      await expect(page.getByLabel('Property Title')).toHaveValue(listing.title);

      await editTitle(page, ' (saved)');
      await page.getByRole('button', { name: 'Update Property' }).click();
      await expect(toastWith(page, 'Property updated successfully')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/admin/properties');
      await expect(discardDialog(page)).toHaveCount(0);
      // Nothing unsaved is left: reloading the list asks nothing either.
      await page.reload();
      expect(dialogs).toEqual(['beforeunload']);
    } finally {
      await deleteListing(page, listing.id);
    }
  });

  test('Cancel on a new listing with something typed asks first', async ({ page }) => {
    await page.goto('/admin/add-property');
    await waitForApp(page);
    await editTitle(page, 'Half-typed listing');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(discardDialog(page)).toBeVisible();
    await discardDialog(page).getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/properties');
  });
});

test.describe('the photos of a listing', () => {
  test('state the real limits under the spec hint, and are put in order by dragging', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto('/admin');
    const [red, green, blue] = [
      await uploadPhoto(page, await aPhoto('red.jpg', '#b91c1c')),
      await uploadPhoto(page, await aPhoto('green.jpg', '#15803d')),
      await uploadPhoto(page, await aPhoto('blue.jpg', '#1d4ed8')),
    ];
    const listing = await createListing(page, { imageIds: [red, green, blue] });
    try {
      await page.goto(`/admin/edit-property/${listing.id}`);
      await waitForApp(page);
      await expect(page.getByText('PNG, JPG or JPEG (MAX. 800x400px)')).toBeVisible();
      await expect(
        page.getByText('Accepted: JPEG, PNG or WebP · up to 15 MB each · at most 30 photos'),
      ).toBeVisible();
      await expect(page.getByLabel('Upload photos')).toHaveAccessibleDescription(
        /Accepted: JPEG, PNG or WebP · up to 15 MB each · at most 30 photos/,
      );

      const tiles = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
      await expect(tiles).toHaveCount(3);
      // The third photo dragged onto the first one's place, as a mouse does it.
      const handles = page.getByTestId('photo-drag-handle');
      await handles.nth(2).scrollIntoViewIfNeeded();
      const from = (await handles.nth(2).boundingBox())!;
      const to = (await handles.nth(0).boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
      await page.mouse.up();
      await expect(page.getByText('Moved photo 3 to position 1 of 3')).toBeAttached();
      await expect(tiles.first().getByRole('img')).toHaveAttribute('alt', 'photo 3');
      await expect(tiles.first()).toContainText('Cover');

      await page.getByRole('button', { name: 'Update Property' }).click();
      await expect(toastWith(page, 'Property updated successfully')).toBeVisible();
      expect(await photoOrder(page, listing.id)).toEqual([blue, red, green]);
      await page.goto(`/admin/edit-property/${listing.id}`);
      await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(3);
      expect(await photoOrder(page, listing.id)).toEqual([blue, red, green]);
      problems.expectNone();
    } finally {
      await deleteListing(page, listing.id);
    }
  });
});

test('a plot’s area is worked out from its length and breadth as they are typed', async ({ page }) => {
  await page.goto('/admin/add-property');
  await waitForApp(page);
  await page.getByLabel('Main Category').selectOption('residential');
  await page.getByLabel('Sub Category').selectOption('plot');
  const plotArea = page.getByLabel('Plot Area (Sq.Ft)');
  await expect(plotArea).toBeEditable();
  await page.getByLabel('Plot Length (ft)').fill('40');
  await page.getByLabel('Plot Breadth (ft)').fill('30.5');
  await expect(plotArea).toHaveValue('1220');
  await expect(plotArea).not.toBeEditable();
  await expect(plotArea).toHaveAccessibleDescription('Length × breadth');
  await page.getByLabel('Plot Breadth (ft)').fill('');
  await expect(plotArea).toBeEditable();
});
