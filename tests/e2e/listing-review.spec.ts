import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SESSION, toastWith } from './support/auth.js';
import { aListingTitle, deleteListing } from './support/admin-listings.js';
import { postOwnersListing, sendForReview, signedInLister } from './support/lister-listings.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aTestTown } from './support/test-listings.js';

test.use({ storageState: ADMIN_SESSION });

const statePanel = (page: Page) => page.getByRole('region', { name: 'Listing state' });

async function openFromReviewQueue(page: Page, title: string) {
  await page.goto('/admin/properties');
  await waitForApp(page);
  await page.getByRole('link', { name: /^Pending review \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/state=pending-review&sort=quality/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

test('a lister’s flat is reviewed: sent back with a reason, fixed, approved, and found in search', async ({
  page,
  browser,
}) => {
  test.slow();
  const problems = await watchPageProblems(page);
  const town = aTestTown('Reviewpur');
  const title = aListingTitle('Owner’s 2 BHK near the lake');
  const lister = await signedInLister(browser);
  let id: string | undefined;
  try {
    id = await postOwnersListing(lister, { title, city: town, address: `${title}, Lake Road` });
    await sendForReview(lister, id);

    // In the team's queue, saying who posted it; its edit screen says so too, with the quality panel
    const row = await openFromReviewQueue(page, title);
    await expect(row.getByText('Posted by owner')).toBeVisible();
    await row.getByRole('link', { name: title, exact: true }).click();
    await waitForApp(page);
    await expect(statePanel(page).getByText('Pending review', { exact: true })).toBeVisible();
    await expect(statePanel(page).getByText('Owner', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Listing quality' })).toBeVisible();

    // Sent back: the reason is required, then mailed to the lister and kept on the listing
    await statePanel(page).getByRole('button', { name: 'Send back to the lister' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send back to the lister' });
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(
      dialog.getByText('Say why the listing is sent back, so the lister can fix it'),
    ).toBeVisible();
    const reason = 'Please add a photo of the kitchen and the floor the flat is on.';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(dialog).toBeHidden();
    await expect(toastWith(page, 'Listing is now draft')).toBeVisible();
    await expect(statePanel(page).getByRole('definition').filter({ hasText: reason })).toBeVisible();

    await page.goto('/admin/sent-mail');
    await waitForApp(page);
    const mail = page
      .getByRole('list', { name: 'Mail' })
      .getByRole('button')
      .filter({ hasText: `To ${lister.email}` });
    await expect(mail).toContainText(`Your listing needs a change: ${title}`, { timeout: 20_000 });

    // The lister sends it again; the team approves it from the queue
    await sendForReview(lister, id);
    const again = await openFromReviewQueue(page, title);
    await again.getByRole('link', { name: title, exact: true }).click();
    await waitForApp(page);
    const approved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/state'),
    );
    await statePanel(page).getByRole('button', { name: 'Approve and publish' }).click();
    if ((await approved).status() === 409) {
      await page
        .getByRole('dialog', { name: 'This looks like a listing already on HouseHunt' })
        .getByRole('button', { name: 'Publish anyway' })
        .click();
    }
    await expect(statePanel(page).getByText('Live', { exact: true })).toBeVisible();

    // Anyone finds it in the search of its town, posted by its owner
    const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    try {
      await visitor.goto(`/properties?city=${encodeURIComponent(town)}`);
      await waitForApp(visitor);
      const card = visitor.getByTestId('listing-card').filter({ hasText: title });
      await expect(card).toBeVisible();
      await expect(card.getByTestId('lister-badge')).toHaveText('Posted by owner');
    } finally {
      await visitor.close();
    }
    problems.expectNone();
  } finally {
    if (id) await deleteListing(page, id);
    await lister.context.close();
  }
});
