import { expect, test } from '@playwright/test';
import { addDays, indiaToday } from '#domain/india-calendar';
import { ADMIN_SESSION, signInByRedirect } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import {
  aTestTown,
  createTestListings,
  deleteTestListings,
  type TestListing,
} from './support/test-listings.js';

test.use({ storageState: ADMIN_SESSION });

test('a visitor saves a search, a matching listing mails them an alert that opens it, and their visit is under My HouseHunt', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const problems = await watchPageProblems(page);
  const town = aTestTown('Alerts');
  const email = `saver-${test.info().workerIndex}-${Date.now()}@example.com`;
  const searchName = `Properties in ${town}`;
  const visitor = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  const listings: TestListing[] = [];
  try {
    const visitorPage = await visitor.newPage();
    await signInByRedirect(visitorPage, { email }, '/properties');
    await visitorPage.goto(`/properties?${new URLSearchParams({ city: town }).toString()}`);
    await waitForApp(visitorPage);
    await visitorPage.getByRole('button', { name: 'Save this search' }).click();
    const dialog = visitorPage.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toHaveValue(searchName);
    await dialog.getByLabel('Email me new matches').selectOption({ label: 'As soon as one is listed' });
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(visitorPage.getByText(`Search saved as “${searchName}”`)).toBeVisible();

    // The team lists a matching home.
    listings.push(...(await createTestListings([{ city: town, title: `Garden flat in ${town}` }])));
    const listing = listings[0]!;

    await page.goto('/admin/sent-mail');
    await waitForApp(page);
    const row = page
      .getByRole('list', { name: 'Mail' })
      .getByRole('button')
      .filter({ hasText: `To ${email}` });
    await expect(row).toContainText(`New home for “${searchName}”: ${listing.title}`, { timeout: 30_000 });
    await row.click();
    const message = page.frameLocator('iframe[title^="The mail"]');
    const link = message.getByRole('link', { name: listing.title });
    const href = await link.getAttribute('href');
    expect(new URL(href!).pathname).toBe(`/property/${listing.id}`);
    await expect(message.getByRole('link', { name: 'Stop these alerts' })).toBeVisible();

    // The alert's link opens the listing; the visitor books a visit there, signed in.
    await visitorPage.goto(new URL(href!).pathname);
    await expect(visitorPage.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    const form = visitorPage.getByRole('form', { name: 'Book a site visit' });
    await form.getByLabel('Your name').fill('Meera Iyer');
    await form.getByLabel('Mobile number').fill('+91 98450-12345');
    await form.getByLabel('Preferred date').fill(addDays(indiaToday(new Date()), 6));
    await form.getByLabel('Preferred time').selectOption({ label: 'Late morning, 11 am to 1 pm' });
    await form.getByRole('button', { name: 'Request a visit' }).click();
    await expect(visitorPage.getByRole('heading', { name: 'Visit requested' })).toBeVisible();

    await visitorPage.goto('/account');
    const visits = visitorPage.getByRole('region', { name: 'My visits' });
    await expect(visits.getByRole('link', { name: listing.title })).toBeVisible();
    await expect(visits.getByText('Pending')).toBeVisible();
    const saved = visitorPage.getByRole('region', { name: 'My saved searches' });
    await expect(saved.getByText(searchName, { exact: true })).toBeVisible();
    await expect(saved.getByRole('link', { name: 'Open results' })).toHaveAttribute(
      'href',
      `/properties?${new URLSearchParams({ city: town }).toString()}`,
    );
    problems.expectNone();
  } finally {
    await visitor.close();
    await deleteTestListings(listings);
  }
});
