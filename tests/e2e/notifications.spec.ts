import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addDays, indiaToday } from '#domain/india-calendar';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { ADMIN_SESSION, toastWith } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { withTheTeamBell } from './support/team-bell.js';
import { aListingForThisSpec } from './support/test-listings.js';
import { aVisitorName, bookAVisit } from './support/visitor-records.js';

test.use({ storageState: ADMIN_SESSION });

/** The listing this worker's visitors book visits to. */
const ours = aListingForThisSpec('Bell', (town) => `Flat with a bell in ${town}`);

const bellOf = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });
const dropdownOf = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true });

/** The count on the bell once the portal has heard it from the server (no badge reads 0). */
async function unreadOnBell(page: Page): Promise<number> {
  await expect(bellOf(page)).toHaveAccessibleDescription(/^\d+ unread notifications?$/);
  const badge = page.getByTestId('unread-notification-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** A visitor who is not signed in, in a browser of their own, books a visit to the test's listing. */
async function aVisitorBooksAVisit(browser: Browser, name: string): Promise<string> {
  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const page = await visitor.newPage();
    await page.goto(`/property/${ours.listing.id}`);
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Book a site visit' });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Mobile number').fill('+91 98450-12345');
    await form.getByLabel('Preferred date').fill(addDays(indiaToday(new Date()), 7));
    await form.getByLabel('Preferred time').selectOption({ label: 'Late morning, 11 am to 1 pm' });
    await form.getByRole('button', { name: 'Request a visit' }).click();
    await expect(page.getByRole('heading', { name: 'Visit requested' })).toBeVisible();
    return ours.listing.title;
  } finally {
    await visitor.close();
  }
}

/** The team's unread count as the server has it now. */
async function unreadOnServer(api: APIRequestContext): Promise<number> {
  const response = await api.get('/api/admin/notifications/unread-count');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unread: number }).unread;
}

test("a visit booked by a visitor rings the open portal's bell; opening it leads to the bookings and reads it", async ({
  page,
  browser,
}) => {
  // The portal polls every 15 seconds: the rise may take that long to show.
  test.setTimeout(90_000);
  const problems = await watchPageProblems(page);
  await withTheTeamBell(async () => {
    await page.goto('/admin');
    await waitForApp(page);
    const before = await unreadOnBell(page);

    const name = aVisitorName('Kavya');
    const title = await aVisitorBooksAVisit(browser, name);

    // No reload: the count the portal already shows goes up by itself.
    await expect.poll(() => unreadOnBell(page), { timeout: 40_000 }).toBeGreaterThan(before);
    await expect(page).toHaveURL(/\/admin$/);

    await bellOf(page).click();
    const dropdown = dropdownOf(page);
    const notification = dropdown.getByRole('link', { name: new RegExp(name) });
    await expect(notification).toContainText(`${name} would like to visit "${title}"`);
    await expect(notification).toContainText('High priority');
    await expectNoSeriousAccessibilityViolations(page, 'notification dropdown with a new booking');

    const beforeOpening = await unreadOnBell(page);
    await notification.click();
    await expect(page).toHaveURL(/\/admin\/bookings\?booking=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expect(dropdown).toBeHidden();
    // The booking opens in its panel over the list (a modal); closing it gives the rest of the portal back.
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name })).toBeHidden();
    await expect.poll(() => unreadOnBell(page)).toBeLessThan(beforeOpening);

    // Read now, for the whole team: no longer among the unread ones.
    await bellOf(page).click();
    await expect(dropdown.getByRole('link', { name: new RegExp(name) })).not.toContainText('Unread');
  });
  problems.expectNone();
});

test('the full list filters read and unread, and "Mark all read" empties the bell', async ({
  page,
  browser,
}) => {
  // A visitor's booking, three accessibility checks and a theme switch: more than 30 seconds on a busy machine.
  test.slow();
  const problems = await watchPageProblems(page);
  await withTheTeamBell(async () => {
    const name = aVisitorName('Rohan');
    await aVisitorBooksAVisit(browser, name);
    await page.goto('/admin');
    await waitForApp(page);
    expect(await unreadOnBell(page)).toBeGreaterThan(0);

    await bellOf(page).click();
    await dropdownOf(page).getByRole('link', { name: 'View All Notifications' }).click();
    await expect(page).toHaveURL(/\/admin\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(dropdownOf(page)).toBeHidden();
    const list = page.getByRole('region', { name: 'All notifications' });
    await expect(list.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'notifications page');

    await list.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(page).toHaveURL(/state=unread/);
    await expect(list.getByRole('button', { name: 'Unread', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(list.getByRole('link', { name: new RegExp(name) })).toBeVisible();

    await list.getByRole('button', { name: 'Mark all read' }).click();
    await expect(toastWith(page, 'marked as read')).toBeVisible();
    await expect(list.getByRole('heading', { name: 'You are all caught up' })).toBeVisible();
    await expect.poll(() => unreadOnBell(page)).toBe(0);

    await list.getByRole('button', { name: 'Read', exact: true }).click();
    await expect(page).toHaveURL(/state=read/);
    await expect(list.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'notifications page, read ones');

    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await bellOf(page).click();
    await expect(dropdownOf(page).getByRole('link', { name: new RegExp(name) })).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, 'notifications page and dropdown in dark mode');
  });
  problems.expectNone();
});

test("confirming a booking reads its notification: the bell's count falls at once, not at the next poll", async ({
  page,
  browser,
}) => {
  test.slow();
  const problems = await watchPageProblems(page);
  await withTheTeamBell(async () => {
    const name = aVisitorName('Ishaan');
    const id = await bookAVisit(browser, {
      name,
      preferredDate: addDays(indiaToday(new Date()), 5),
      propertyId: ours.listing.id,
    });

    // Opened from the list's link, not the bell: nothing has read the notification yet.
    const firstCount = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/notifications/unread-count'),
    );
    await page.goto(`/admin/bookings?booking=${id}`);
    await firstCount;
    const panel = page.getByRole('dialog', { name });
    await expect(panel).toContainText('Pending');
    expect(await unreadOnBell(page)).toBeGreaterThan(0);

    await panel.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(toastWith(page, 'Booking confirmed')).toBeVisible();
    // Well before the next 15-second poll the bell shows the team's count without this booking's notice, the
    // write itself having refreshed it (other tests' visitors may add theirs meanwhile).
    await expect
      .poll(async () => (await unreadOnBell(page)) === (await unreadOnServer(page.request)), {
        timeout: 5_000,
      })
      .toBe(true);

    await page.keyboard.press('Escape');
    await bellOf(page).click();
    await expect(dropdownOf(page).getByRole('link', { name: new RegExp(name) })).not.toContainText('Unread');
  });
  problems.expectNone();
});
