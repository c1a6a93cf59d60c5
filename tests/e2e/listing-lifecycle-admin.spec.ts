import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SESSION, toastWith } from './support/auth.js';
import {
  aListingTitle,
  createListing,
  deleteListing,
  publishFromEditPage,
  type TestListing,
} from './support/admin-listings.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';

test.use({ storageState: ADMIN_SESSION });

/** "3 Dec": how the sold banner names a day of this year, in India's calendar. */
const shortDay = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(at);

const statePanel = (page: Page) => page.getByRole('region', { name: 'Listing state' });

async function rowState(page: Page, listing: TestListing) {
  await page.goto(`/admin/properties?q=${encodeURIComponent(listing.title)}`);
  await waitForApp(page);
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: `Edit ${listing.title}` }) });
}

async function moveFromEditPage(page: Page, button: string, state: string) {
  const moved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/state'),
  );
  await statePanel(page).getByRole('button', { name: button }).click();
  expect((await moved).status()).toBe(200);
  await expect(toastWith(page, `Listing is now ${state.toLowerCase()}`)).toBeVisible();
  await expect(statePanel(page).getByText(state, { exact: true })).toBeVisible();
}

test('an admin drafts a listing, publishes it, marks it under offer, then sold', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/admin/properties');
  const title = aListingTitle('Lifecycle flat for sale');
  const listing = await createListing(page, {
    title,
    // An address of its own: the helpers' usual one would make it a likely duplicate of other tests' flats.
    changes: {
      propertyStatus: 'sale',
      price: 9_500_000,
      rentalFrequency: null,
      address: `${title}, Indiranagar`,
    },
    publish: false,
  });
  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  try {
    const problems = await watchPageProblems(page);

    // A draft: in the table as one, not published, no dates yet
    await expect((await rowState(page, listing)).getByText('Draft', { exact: true })).toBeVisible();
    await page.goto(`/admin/edit-property/${listing.id}`);
    await waitForApp(page);
    await expect(statePanel(page).getByText('Draft', { exact: true })).toBeVisible();
    await expect(statePanel(page)).toContainText('Not published yet');

    // Published: live, listed and confirmed today
    await publishFromEditPage(page);
    await expect(statePanel(page)).not.toContainText('Not published yet');
    await expect(statePanel(page)).toContainText('(today)');
    await expect((await rowState(page, listing)).getByText('Live', { exact: true })).toBeVisible();
    await visitor.goto(`/property/${listing.id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

    // Under offer, and the public page says so (its badge and the sold banner are the property page's, issue 22)
    await page.goto(`/admin/edit-property/${listing.id}`);
    await moveFromEditPage(page, 'Mark under offer', 'Under offer');
    await expect((await rowState(page, listing)).getByText('Under offer', { exact: true })).toBeVisible();
    await visitor.goto(`/property/${listing.id}`);
    await expect(visitor.getByText('Under offer', { exact: true }).first()).toBeVisible();

    // Sold, and the public page says when
    await page.goto(`/admin/edit-property/${listing.id}`);
    await moveFromEditPage(page, 'Mark sold', 'Sold');
    await expect(statePanel(page).getByRole('button', { name: 'Publish again' })).toBeVisible();
    await expect((await rowState(page, listing)).getByText('Sold', { exact: true })).toBeVisible();
    await visitor.goto(`/property/${listing.id}`);
    await expect(visitor.getByText(`Sold on ${shortDay(new Date())}`).first()).toBeVisible();

    problems.expectNone();
  } finally {
    await visitor.close();
    await deleteListing(page, listing.id);
  }
});

test('an admin archives two drafts at once from the table', async ({ page }) => {
  await page.goto('/admin/properties');
  const prefix = aListingTitle('Bulk lifecycle flat');
  const drafts = [
    await createListing(page, { title: `${prefix} one`, publish: false }),
    await createListing(page, { title: `${prefix} two`, publish: false }),
  ];
  try {
    await page.goto(`/admin/properties?q=${encodeURIComponent(prefix)}`);
    await waitForApp(page);
    for (const draft of drafts) await page.getByRole('checkbox', { name: `Select ${draft.title}` }).check();
    const bar = page.getByRole('region', { name: 'Change the selected listings' });
    await expect(bar).toContainText('2 selected');
    // A draft can be published or archived, not put under offer or marked sold.
    await expect(bar.getByRole('button', { name: 'Mark under offer' })).toHaveCount(0);
    await bar.getByRole('button', { name: 'Archive' }).click();
    await expect(toastWith(page, '2 listings changed')).toBeVisible();
    for (const draft of drafts) {
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `Edit ${draft.title}` }) });
      await expect(row.getByText('Archived', { exact: true })).toBeVisible();
    }
  } finally {
    for (const draft of drafts) await deleteListing(page, draft.id);
  }
});
