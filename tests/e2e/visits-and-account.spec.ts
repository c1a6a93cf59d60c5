import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDays, formatVisitDate, indiaToday } from '#domain/india-calendar';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { ADMIN_SESSION, signInByRedirect, toastWith } from './support/auth.js';
import { aListingOfOurOwn } from './support/test-listings.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aSurname, bookAVisit } from './support/visitor-records.js';

test.use({ storageState: ADMIN_SESSION });

/** A browser of the visitor's own, signed out. */
async function signedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  return context.newPage();
}

const aVisitor = () => {
  const surname = aSurname();
  return { name: `Priya ${surname}`, email: `priya.${surname.toLowerCase()}@example.in` };
};

async function referenceOf(page: Page, bookingId: string): Promise<string> {
  const response = await page.request.get(`/api/admin/bookings/${bookingId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { reference: string }).reference;
}

test('a visit booked signed out shows on My HouseHunt once the visitor signs in with the same address', async ({
  page,
  browser,
}) => {
  test.slow();
  const visitor = aVisitor();
  const day = addDays(indiaToday(new Date()), 5);
  const bookingId = await bookAVisit(browser, {
    name: visitor.name,
    preferredDate: day,
    email: visitor.email,
  });
  const reference = await referenceOf(page, bookingId);

  const visitorPage = await signedOutPage(browser);
  const problems = await watchPageProblems(visitorPage);
  await signInByRedirect(visitorPage, { email: visitor.email }, '/account');
  await waitForApp(visitorPage);
  const visits = visitorPage.getByRole('region', { name: 'My visits' });
  await expect(visits.getByText(reference)).toBeVisible();
  await expect(visits.getByText(formatVisitDate(day), { exact: false }).first()).toBeVisible();
  await expect(visits.getByText('No visits booked yet')).toHaveCount(0);
  // My HouseHunt now also holds the name form.
  await expect(visitorPage.getByRole('textbox', { name: /Your name/ })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(visitorPage, '/account signed in (light)');
  await visitorPage.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(visitorPage.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousAccessibilityViolations(visitorPage, '/account signed in (dark)');
  problems.expectNone();
  await visitorPage.context().close();
});

test('the "Manage your visit" link in the visit mail lets a signed-out visitor move, then cancel, that visit', async ({
  page,
  browser,
}) => {
  // Two browsers, Sent mail, a move, a cancel and two accessibility checks: more than one page's work.
  test.slow();
  const visitor = aVisitor();
  const listing = await aListingOfOurOwn();
  const bookingId = await bookAVisit(browser, {
    name: visitor.name,
    preferredDate: addDays(indiaToday(new Date()), 5),
    email: visitor.email,
  });
  const reference = await referenceOf(page, bookingId);

  // The admin finds the visitor's mail in Sent mail and takes the link from it, as the visitor would.
  await page.goto('/admin/sent-mail');
  await waitForApp(page);
  const row = page
    .getByRole('list', { name: 'Mail' })
    .getByRole('button')
    .filter({ hasText: `To ${visitor.email}` });
  await expect(row).toContainText('Visit requested', { timeout: 20_000 });
  await row.click();
  const message = page.frameLocator(`iframe[title^="The mail \\"Visit requested"]`);
  const href = await message.getByRole('link', { name: 'Manage your visit' }).getAttribute('href');
  expect(href).toMatch(/\/visit\?token=/);
  const link = new URL(href!);

  const visitorPage = await signedOutPage(browser);
  const problems = await watchPageProblems(visitorPage);
  await visitorPage.goto(`${link.pathname}${link.search}`);
  await waitForApp(visitorPage);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Your visit' })).toBeVisible();
  await expect(visitorPage.getByRole('heading', { name: listing.title })).toBeVisible();
  await expect(visitorPage.getByText(reference)).toBeVisible();
  await expect(visitorPage.getByText('Pending', { exact: true })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(visitorPage, '/visit (light)');
  await visitorPage.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(visitorPage.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousAccessibilityViolations(visitorPage, '/visit (dark)');

  const newDay = addDays(indiaToday(new Date()), 9);
  await visitorPage.getByRole('button', { name: 'Change day or time' }).click();
  const form = visitorPage.getByRole('form', { name: 'Change the day or time of your visit' });
  await form.getByLabel('New date').fill(newDay);
  await form.getByLabel('New time').selectOption({ label: 'Late afternoon, 3 to 5 pm' });
  await form.getByRole('button', { name: 'Save new time' }).click();
  await expect(toastWith(visitorPage, 'Your visit has moved')).toBeVisible();
  await expect(visitorPage.getByText(`${formatVisitDate(newDay)}, late afternoon`)).toBeVisible();

  await visitorPage.getByRole('button', { name: 'Cancel visit' }).click();
  const dialog = visitorPage.getByRole('dialog', { name: 'Cancel this visit?' });
  await dialog.getByRole('button', { name: 'Cancel visit' }).click();
  await expect(toastWith(visitorPage, 'Your visit has been cancelled')).toBeVisible();
  await expect(visitorPage.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: 'Change day or time' })).toHaveCount(0);

  // The team sees what the visitor did.
  const booking = (await (await page.request.get(`/api/admin/bookings/${bookingId}`)).json()) as {
    status: string;
    preferredDate: string;
  };
  expect(booking).toMatchObject({ status: 'cancelled', preferredDate: newDay });

  // A forged link says so, and shows nothing.
  const forged = new URLSearchParams(link.search);
  forged.set('token', `${bookingId}.${newDay}.${'A'.repeat(43)}`);
  await visitorPage.goto(`/visit?${forged.toString()}`);
  await expect(visitorPage.getByRole('alert')).toContainText('This visit link is not valid');
  problems.expectNone([
    'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
  await visitorPage.context().close();
});

test('deleting the account says what was deleted and what the team keeps', async ({ browser }) => {
  const visitor = aVisitor();
  await bookAVisit(browser, {
    name: visitor.name,
    preferredDate: addDays(indiaToday(new Date()), 4),
    email: visitor.email,
  });
  const visitorPage = await signedOutPage(browser);
  const problems = await watchPageProblems(visitorPage);
  await signInByRedirect(visitorPage, { email: visitor.email }, '/account');
  await waitForApp(visitorPage);
  await visitorPage.getByRole('button', { name: 'Delete my account' }).click();
  await visitorPage.getByRole('textbox', { name: /type your email address/ }).fill(visitor.email);
  await visitorPage.getByRole('button', { name: 'Delete my account' }).click();

  await expect(visitorPage).toHaveURL(/\/account$/);
  const summary = visitorPage.getByRole('region', { name: 'Your account has been deleted' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Deleted', exact: true })).toBeVisible();
  await expect(summary.getByText('Your profile and every sign-in')).toBeVisible();
  await expect(summary.getByText('0 saved searches and their alerts')).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Kept by our team' })).toBeVisible();
  await expect(summary.getByText('1 visit you booked')).toBeVisible();
  await expect(summary.getByText('0 enquiries you sent')).toBeVisible();
  await expect(visitorPage.getByText('Sign in to see your visits and saved searches')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(visitorPage, '/account after deleting (light)');
  await visitorPage.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(visitorPage.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousAccessibilityViolations(visitorPage, '/account after deleting (dark)');
  problems.expectNone();
  await visitorPage.context().close();
});
