import { expect, test } from '@playwright/test';
import { MASKED_PHONE } from '#domain/contact-privacy';
import { ADMIN_SESSION, toastWith } from './support/auth.js';
import { aListingTitle, deleteListing } from './support/admin-listings.js';
import {
  aListerEmail,
  approveThrough,
  postOwnersListing,
  sendForReview,
  signedInLister,
} from './support/lister-listings.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aTestTown } from './support/test-listings.js';

test.use({ storageState: ADMIN_SESSION });

test('a lister’s number is shown to a signed-in visitor only, and the lister sees who saw it', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = aListingTitle('Owner’s flat with a phone');
  const typedNumber = '98450 12345';
  const lister = await signedInLister(browser);
  const visitorEmail = aListerEmail('visitor');
  let id: string | undefined;
  try {
    id = await postOwnersListing(lister, {
      title,
      city: aTestTown('Phonepur'),
      address: `${title}, Bell Road`,
      description: `Bright corner flat. Call me on ${typedNumber} to see it.`,
    });
    await sendForReview(lister, id);
    await page.goto('/admin/properties');
    await approveThrough(page, id);

    // The lister chooses to show their number
    const listerPage = lister.page;
    await listerPage.goto('/account');
    await waitForApp(listerPage);
    const section = listerPage.getByRole('region', { name: 'My phone number on listings' });
    const form = section.getByRole('form', { name: 'Phone number on my listings' });
    await form.getByLabel('Mobile number for my listings').fill('91234 56780');
    await form.getByLabel(/Show this number on my listings/).check();
    await form.getByRole('button', { name: 'Save phone choice' }).click();
    await expect(toastWith(listerPage, 'Your listing contact is saved')).toBeVisible();

    // A signed-in visitor asks for it and sees it; the typed number stays masked
    const visitor = await signedInLister(browser, visitorEmail);
    try {
      const problems = await watchPageProblems(visitor.page);
      await visitor.page.goto(`/property/${id}`);
      await waitForApp(visitor.page);
      await expect(visitor.page.getByText(MASKED_PHONE).first()).toBeVisible();
      await expect(visitor.page.getByText(typedNumber)).toHaveCount(0);
      await visitor.page.getByRole('button', { name: 'Show phone number' }).click();
      await expect(visitor.page.getByTestId('lister-phone')).toContainText('+91 91234 56780');
      problems.expectNone();
    } finally {
      await visitor.context.close();
    }

    // The lister sees who saw it
    await listerPage.reload();
    await waitForApp(listerPage);
    await expect(section.getByText(visitorEmail)).toBeVisible();

    // A signed-out visitor is asked to sign in instead, and never sees either number
    const stranger = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    try {
      await stranger.goto(`/property/${id}`);
      await waitForApp(stranger);
      await expect(stranger.getByText(/to see the phone number of the owner/)).toBeVisible();
      await expect(stranger.getByRole('link', { name: 'Sign in', exact: true }).last()).toBeVisible();
      await expect(stranger.getByRole('button', { name: 'Show phone number' })).toHaveCount(0);
      await expect(stranger.getByText(MASKED_PHONE).first()).toBeVisible();
      await expect(stranger.getByText(typedNumber)).toHaveCount(0);
      await expect(stranger.getByText('91234 56780')).toHaveCount(0);
    } finally {
      await stranger.close();
    }
  } finally {
    if (id) await deleteListing(page, id);
    await lister.context.close();
  }
});
