import { expect, test } from '@playwright/test';
import { addDays, indiaToday } from '#domain/india-calendar';
import { ADMIN_SESSION } from './support/auth.js';
import { aListingTitle, deleteListing } from './support/admin-listings.js';
import {
  approveThrough,
  postOwnersListing,
  sendForReview,
  signedInLister,
  expectVisitConfirmedMail,
} from './support/lister-listings.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aTestTown } from './support/test-listings.js';
import { aSurname, bookAVisit } from './support/visitor-records.js';

test.use({ storageState: ADMIN_SESSION });

test('a lister confirms a visit to their flat from My leads, and the visitor gets the invite', async ({
  page,
  browser,
}) => {
  // Posts, approves, books, confirms and waits for the mail: more steps than the default allows.
  test.slow();
  const problems = await watchPageProblems(page);
  const town = aTestTown('Leadpur');
  const title = aListingTitle('Owner’s 3 BHK by the park');
  const lister = await signedInLister(browser);
  let id: string | undefined;
  try {
    id = await postOwnersListing(lister, { title, city: town, address: `${title}, Park Road` });
    await sendForReview(lister, id);
    await page.goto('/admin/properties');
    await waitForApp(page);
    await approveThrough(page, id);

    // Another visitor asks to visit it.
    const surname = aSurname();
    const name = `Kavya ${surname}`;
    const email = `kavya.${surname.toLowerCase()}@example.in`;
    await bookAVisit(browser, {
      name,
      email,
      preferredDate: addDays(indiaToday(new Date()), 9),
      propertyId: id,
      message: 'Can we come on Saturday morning?',
    });

    // The lister finds it in My leads with the visitor's name and message, and confirms it.
    await lister.page.goto('/account/leads');
    await waitForApp(lister.page);
    const visit = lister.page.getByRole('article', { name: `Visit from ${name}` });
    await expect(visit).toBeVisible();
    await expect(visit).toContainText('Can we come on Saturday morning?');
    await expect(visit).toContainText(title);
    await expect(visit).not.toContainText(email);
    await visit.getByRole('button', { name: 'Confirm' }).click();
    await expect(visit.getByText('Confirmed', { exact: true })).toBeVisible();

    // The visitor's confirmation, with its invite, is in the team's Sent mail.
    await expectVisitConfirmedMail(page, email);
    problems.expectNone();
  } finally {
    if (id) await deleteListing(page, id);
    await lister.context.close();
  }
});
