import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { addDays, indiaToday } from '#domain/india-calendar';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { ADMIN_SESSION, currentSession } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aListingForThisSpec } from './support/test-listings.js';
import { aSurname, bookAVisit } from './support/visitor-records.js';

test.use({ storageState: ADMIN_SESSION });

/** The listing this worker's visitors book visits to; the mails name it. */
const ours = aListingForThisSpec('Mail', (town) => `Flat by post in ${town}`);

test('a visitor books a visit with their email; the admin finds "Visit requested" in Sent mail and reads it', async ({
  page,
  browser,
}) => {
  const problems = await watchPageProblems(page);
  const surname = aSurname();
  const name = `Anjali ${surname}`;
  const email = `anjali.${surname.toLowerCase()}@example.in`;

  // The visitor, signed out in a browser of their own, books through the property page's form.
  const visitor = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/property/${ours.listing.id}`);
    await waitForApp(visitorPage);
    const form = visitorPage.getByRole('form', { name: 'Book a site visit' });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Mobile number').fill('+91 98450-12345');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Preferred date').fill(addDays(indiaToday(new Date()), 6));
    await form.getByLabel('Preferred time').selectOption({ label: 'Late morning, 11 am to 1 pm' });
    await form.getByRole('button', { name: 'Request a visit' }).click();
    await expect(visitorPage.getByRole('heading', { name: 'Visit requested' })).toBeVisible();
  } finally {
    await visitor.close();
  }

  await page.goto('/admin/sent-mail');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sent mail' })).toBeVisible();
  const mails = page.getByRole('list', { name: 'Mail' });
  const row = mails.getByRole('button').filter({ hasText: `To ${email}` });
  // The list follows new mail by itself; the send job marks it sent within seconds (no SMTP: kept here).
  await expect(row).toContainText(`Visit requested: ${ours.listing.title}`, { timeout: 20_000 });
  await expect(row).toContainText('Sent', { timeout: 20_000 });
  await expectNoSeriousAccessibilityViolations(page, '/admin/sent-mail');

  await row.click();
  const panel = page.getByRole('dialog', { name: `Visit requested: ${ours.listing.title}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(email)).toBeVisible();
  const message = page.frameLocator(`iframe[title="The mail \\"Visit requested: ${ours.listing.title}\\""]`);
  await expect(message.getByText(`Hello ${name},`)).toBeVisible();
  await expect(message.getByText(/Reference/)).toBeVisible();
  await panel.getByText('Plain-text part').click();
  await expect(panel.getByText(new RegExp(`Hello ${name},`)).last()).toBeVisible();
  problems.expectNone();
});

test('the admin downloads a confirmed visit’s .ics invite from Sent mail', async ({ page, browser }) => {
  // Books, confirms, waits for the mail and checks both themes: more steps than the default allows.
  test.slow();
  const problems = await watchPageProblems(page);
  const surname = aSurname();
  const email = `meera.${surname.toLowerCase()}@example.in`;
  const id = await bookAVisit(browser, {
    name: `Meera ${surname}`,
    email,
    preferredDate: addDays(indiaToday(new Date()), 8),
    propertyId: ours.listing.id,
  });
  await page.goto('/admin/sent-mail');
  await waitForApp(page);
  const { csrfToken } = await currentSession(page);
  const confirmed = await page.request.post(`/api/admin/bookings/${id}/status`, {
    data: { status: 'confirmed' },
    headers: { 'x-csrf-token': csrfToken! },
  });
  expect(confirmed.status()).toBe(200);

  const row = page
    .getByRole('list', { name: 'Mail' })
    .getByRole('button')
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: 'Visit confirmed' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.click();
  const panel = page.getByRole('dialog', { name: /^Visit confirmed/ });
  const invite = panel.getByRole('link', { name: 'visit.ics' });
  await expect(invite).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), invite.click()]);
  expect(download.suggestedFilename()).toBe('visit.ics');
  const path = await download.path();
  expect(readFileSync(path, 'utf8')).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*METHOD:REQUEST[\s\S]*END:VCALENDAR/);
  problems.expectNone();
});
