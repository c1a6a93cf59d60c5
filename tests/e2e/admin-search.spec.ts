import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDays, indiaToday } from '#domain/india-calendar';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { ADMIN_SESSION } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aListingOfOurOwn } from './support/test-listings.js';

test.use({ storageState: ADMIN_SESSION });

const randomLetters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A mobile number no other test uses, so this visitor is a client of their own. */
const aMobileNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A visitor who is not signed in, in a browser of their own, books a visit to the newest listing. */
async function aVisitorBooksAVisit(browser: Browser, name: string, mobile: string): Promise<string> {
  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const page = await visitor.newPage();
    const listing = await aListingOfOurOwn();
    await page.goto(`/property/${listing.id}`);
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Book a site visit' });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Mobile number').fill(`+91 ${mobile}`);
    await form.getByLabel('Preferred date').fill(addDays(indiaToday(new Date()), 7));
    await form.getByLabel('Preferred time').selectOption({ label: 'Late morning, 11 am to 1 pm' });
    const booked = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/bookings') && answer.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Request a visit' }).click();
    const answer = await booked;
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { booking: { id: string } }).booking.id;
  } finally {
    await visitor.close();
  }
}

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search properties, bookings, clients' });
const widthOf = async (page: Page) => (await searchBox(page).boundingBox())?.width;

test('the header search is 288 px wide, and 320 px while focused', async ({ page }) => {
  await page.goto('/admin');
  await waitForApp(page);
  await expect.poll(() => widthOf(page)).toBe(288);
  await searchBox(page).focus();
  await expect.poll(() => widthOf(page)).toBe(320);
  await page.getByRole('heading', { level: 1 }).click();
  await expect.poll(() => widthOf(page)).toBe(288);
});

test('the admin finds a visitor by name under Bookings and Clients and opens the booking with the keyboard', async ({
  page,
  browser,
}) => {
  // Two browsers and a booking before the search itself: more than the default 30 seconds on a busy machine.
  test.slow();
  const problems = await watchPageProblems(page);
  const surname = randomLetters(8);
  const name = `Farida ${surname}`;
  const bookingId = await aVisitorBooksAVisit(browser, name, aMobileNumber());

  await page.goto('/admin');
  await waitForApp(page);
  const box = searchBox(page);
  await box.fill(surname.slice(0, 6));

  const results = page.getByRole('listbox', { name: 'Search results' });
  const bookingOption = results
    .getByRole('group', { name: 'Bookings' })
    .getByRole('option', { name: new RegExp(name) });
  const clientOption = results
    .getByRole('group', { name: 'Clients' })
    .getByRole('option', { name: new RegExp(name) });
  await expect(bookingOption).toContainText('Late morning, 11 am to 1 pm · Pending');
  await expect(clientOption).toContainText('1 booking');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousAccessibilityViolations(page, 'admin header search with results open');

  // Nothing is active until the arrows move; they go through the groups and round.
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await box.press('ArrowDown');
  await expect(bookingOption).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await bookingOption.getAttribute('id'))!);
  await box.press('ArrowDown');
  await expect(clientOption).toHaveAttribute('aria-selected', 'true');
  await expect(bookingOption).toHaveAttribute('aria-selected', 'false');
  await box.press('ArrowDown');
  await expect(bookingOption).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(clientOption).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(bookingOption).toHaveAttribute('aria-selected', 'true');

  await box.press('Enter');
  await expect(page).toHaveURL(`/admin/bookings?booking=${bookingId}`);
  await expect(results).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(name).first()).toBeVisible();
  problems.expectNone();
});

test('the header search says when nothing matches, and Escape closes it', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await page.goto('/admin');
  await waitForApp(page);
  const box = searchBox(page);
  const nonsense = `qq${randomLetters(10)}`;
  await box.fill(nonsense);
  const panel = page.getByTestId('admin-search-panel');
  await expect(panel.getByRole('status')).toHaveText(`No matches for “${nonsense}”`);
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Something that matches: a listing of the test's own, typed in lower case.
  const { title } = await aListingOfOurOwn();
  await box.fill(title.toLowerCase());
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
  await box.press('Escape');
  await expect(panel).toBeHidden();
  await expect(box).toHaveValue(title.toLowerCase());
  await expect(box).toBeFocused();

  // A press outside closes it too.
  await box.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
  // The panel covers part of the page under the box: press far from it, at the bottom right.
  const viewport = page.viewportSize()!;
  await page.mouse.click(viewport.width - 20, viewport.height - 20);
  await expect(panel).toBeHidden();
  problems.expectNone();
});
