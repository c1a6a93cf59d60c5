/**
 * Issue 24's whole journey in one browser run: a visitor posts a flat with photos through the page, the team
 * approves it from the review queue, another visitor finds it in search and books a visit, its lister confirms
 * the visit from My HouseHunt, and the visitor's confirmation goes out with its calendar invite.
 */
import { expect, test, type Page } from '@playwright/test';
import { addDays, indiaToday } from '#domain/india-calendar';
import { ADMIN_SESSION, toastWith } from './support/auth.js';
import { aListingTitle, aPhoto, deleteListing } from './support/admin-listings.js';
import { expectVisitConfirmedMail, signedInLister } from './support/lister-listings.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aTestTown } from './support/test-listings.js';
import { aSurname } from './support/visitor-records.js';

test.use({ storageState: ADMIN_SESSION });

async function postAFlat(page: Page, { title, town }: { title: string; town: string }): Promise<string> {
  await page.goto('/post-property');
  await waitForApp(page);
  await page.getByLabel('Property Title').fill(title);
  await page
    .getByLabel('Description')
    .fill(
      'Bright corner flat on the fourth floor, east-facing balcony, covered parking, ten minutes from the metro.',
    );
  await page.getByLabel('Main Category').selectOption('residential');
  await page.getByLabel('Sub Category').selectOption('flat');
  await page.getByLabel('Property Status').selectOption('rent');
  await page.getByLabel('Price (₹)').fill('38000');
  await page.getByLabel('Rental Frequency').selectOption('monthly');
  await page.getByLabel('Available From').fill(addDays(indiaToday(new Date()), 20));
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('7, 2nd Main, Jayanagar 4th Block');
  await page.getByLabel('City').fill(town);
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN Code').fill('560011');
  await page.getByLabel('Total Area Sq.Ft').fill('1100');
  await page.getByLabel('Undivided Share (Sq.Ft)').fill('420');
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Bathrooms').fill('2');
  await page
    .getByLabel('Upload photos')
    .setInputFiles([await aPhoto('living-room.jpg', '#7c3aed'), await aPhoto('bedroom.jpg', '#0f766e')]);
  await expect(page.getByRole('progressbar', { name: /^Uploading/ })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await page.getByLabel('I am the owner').check();
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/listings') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send for review' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  await expect(toastWith(page, 'sent for review')).toBeVisible();
  return ((await response.json()) as { listing: { id: string } }).listing.id;
}

async function approveFromTheQueue(page: Page, title: string) {
  await page.goto('/admin/properties');
  await waitForApp(page);
  await page.getByRole('link', { name: /^Pending review \(\d+\)$/ }).click();
  await page.getByRole('row').getByRole('link', { name: title, exact: true }).click();
  await waitForApp(page);
  const state = page.getByRole('region', { name: 'Listing state' });
  const approved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/state'),
  );
  await state.getByRole('button', { name: 'Approve and publish' }).click();
  if ((await approved).status() === 409) {
    await page
      .getByRole('dialog', { name: 'This looks like a listing already on HouseHunt' })
      .getByRole('button', { name: 'Publish anyway' })
      .click();
  }
  await expect(state.getByText('Live', { exact: true })).toBeVisible();
}

test('a visitor posts a flat with photos; approved, it is found and booked, and its lister confirms the visit', async ({
  page,
  browser,
}) => {
  // Two accounts, two visitors' pages, a review, a booking and a mail: more than the default allows.
  test.setTimeout(180_000);
  const problems = await watchPageProblems(page);
  const town = aTestTown('Journeypur');
  const title = aListingTitle('Owner’s 2 BHK with a balcony');
  const lister = await signedInLister(browser);
  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  let id: string | undefined;
  try {
    id = await postAFlat(lister.page, { title, town });
    await approveFromTheQueue(page, title);

    // Another visitor finds it in the search of its town, opens it and asks to visit.
    await visitor.goto(`/properties?city=${encodeURIComponent(town)}`);
    await waitForApp(visitor);
    const card = visitor.getByTestId('listing-card').filter({ hasText: title });
    await expect(card.getByTestId('lister-badge')).toHaveText('Posted by owner');
    await card.getByRole('link', { name: title }).click();
    await waitForApp(visitor);
    const surname = aSurname();
    const name = `Meera ${surname}`;
    const email = `meera.${surname.toLowerCase()}@example.in`;
    const form = visitor.getByRole('form', { name: 'Book a site visit' });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Mobile number').fill('98450 67890');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Preferred date').fill(addDays(indiaToday(new Date()), 8));
    await form.getByLabel('Preferred time').selectOption({ label: 'Late morning, 11 am to 1 pm' });
    await form.getByLabel('Anything we should know?').fill('Is the society pet-friendly?');
    await form.getByRole('button', { name: 'Request a visit' }).click();
    await expect(visitor.getByRole('heading', { name: 'Visit requested' })).toBeVisible();

    // The lister sees the visit on My listings, follows it to their leads and confirms it.
    // A fresh load: the posting page left the lister on My listings as it was before the review.
    await lister.page.reload();
    await waitForApp(lister.page);
    const row = lister.page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Live');
    await expect(row).toContainText('1 visit');
    await expect(row).toContainText('Add 3 more photos');
    await row.getByRole('link', { name: `Answer the visits and enquiries on “${title}”` }).click();
    const visit = lister.page.getByRole('article', { name: `Visit from ${name}` });
    await expect(visit).toContainText('Is the society pet-friendly?');
    await expect(visit).not.toContainText(email);
    await visit.getByRole('button', { name: 'Confirm' }).click();
    await expect(visit.getByText('Confirmed', { exact: true })).toBeVisible();

    // The visitor's confirmation, with its invite, is in the team's Sent mail.
    await expectVisitConfirmedMail(page, email);
    problems.expectNone();
  } finally {
    if (id) await deleteListing(page, id);
    await visitor.close();
    await lister.context.close();
  }
});
