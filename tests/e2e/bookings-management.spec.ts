import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { addDays, formatVisitDate, indiaToday } from '#domain/india-calendar';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { ADMIN_SESSION, currentSession, toastWith } from './support/auth.js';
import { horizontalOverflow, waitForApp, watchPageProblems } from './support/page-problems.js';
import { withTheTeamBell } from './support/team-bell.js';
import { aListingForThisSpec } from './support/test-listings.js';
import { aSurname } from './support/visitor-records.js';

test.use({ storageState: ADMIN_SESSION });

/** The listing this worker's visitors book visits to. */
const ours = aListingForThisSpec('Visits', (town) => `Flat to visit in ${town}`);

const inDays = (days: number) => addDays(indiaToday(new Date()), days);

type NewVisit = { name: string; preferredDate: string; timeSlot?: string; message?: string };

/**
 * Visits booked through the public API as the booking form sends them, by a signed-out visitor (the admin's
 * session must not come along). Returns the bookings' ids in the order given.
 */
async function bookVisits(browser: Browser, visits: NewVisit[]): Promise<string[]> {
  const visitor = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  try {
    const api = visitor.request;
    const { token } = (await (await api.get('/api/forms/token')).json()) as { token: string };
    const ids: string[] = [];
    for (const visit of visits) {
      const body = {
        propertyId: ours.listing.id,
        phone: '98450 54321',
        email: 'visitor@example.in',
        timeSlot: '11:00-13:00',
        website: '',
        formToken: token,
        ...visit,
      };
      const idempotencyKey = randomUUID();
      let id = '';
      // The server refuses a form sent sooner than its minimum fill time: send until the token is old enough.
      await expect
        .poll(
          async () => {
            const response = await api.post('/api/bookings', {
              data: body,
              headers: { 'Idempotency-Key': idempotencyKey },
            });
            if (response.status() === 201)
              id = ((await response.json()) as { booking: { id: string } }).booking.id;
            return response.status();
          },
          { intervals: [500, 500, 1000] },
        )
        .toBe(201);
      ids.push(id);
    }
    return ids;
  } finally {
    await visitor.close();
  }
}

const bellOf = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });
const dropdownOf = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true });

/** The count on the bell once the portal has heard it from the server (no badge reads 0). */
async function unreadOnBell(page: Page): Promise<number> {
  await expect(bellOf(page)).toHaveAccessibleDescription(/^\d+ unread notifications?$/);
  const badge = page.getByTestId('unread-notification-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** A layout tile's number, beside its label. */
const tile = (page: Page, label: string) =>
  page.getByRole('main').getByText(label, { exact: true }).locator('xpath=following-sibling::p');
const tileNumber = async (page: Page, label: string) =>
  Number((await tile(page, label).textContent())?.replaceAll(',', ''));

async function pendingVisitsFromApi(api: APIRequestContext): Promise<number> {
  const response = await api.get('/api/admin/dashboard/counts');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { pendingVisits: number }).pendingVisits;
}

/** How many pending bookings were made after `since` (by other tests running alongside). */
async function pendingMadeSince(api: APIRequestContext, since: number): Promise<number> {
  const response = await api.get('/api/admin/bookings?status=pending&sort=created-desc&pageSize=100');
  const { items } = (await response.json()) as { items: Array<{ createdAt: string }> };
  return items.filter((booking) => Date.parse(booking.createdAt) > since).length;
}

const panelOf = (page: Page, name: string) => page.getByRole('dialog', { name });
const rowsOf = (page: Page) => page.getByRole('table').locator('tbody tr');
const CONFLICT_LOGGED =
  'console error: Failed to load resource: the server responded with a status of 409 (Conflict)';

test('a visit booked by a visitor rings the open portal; the admin opens it from the bell, confirms it and Pending Visits falls', async ({
  page,
  browser,
}) => {
  // The portal polls every 15 seconds: the rise may take that long to show.
  test.setTimeout(120_000);
  const problems = await watchPageProblems(page);
  const name = `Anjali ${aSurname()}`;
  // The bell's latest few must still hold the visitor's notice when the admin opens it.
  await withTheTeamBell(async () => {
    await page.goto('/admin');
    await waitForApp(page);
    const before = await unreadOnBell(page);

    // The visitor, signed out in a browser of their own, books through the property page's form.
    const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`/property/${ours.listing.id}`);
      await waitForApp(visitorPage);
      const form = visitorPage.getByRole('form', { name: 'Book a site visit' });
      await form.getByLabel('Your name').fill(name);
      await form.getByLabel('Mobile number').fill('+91 98450-12345');
      await form.getByLabel('Preferred date').fill(inDays(6));
      await form.getByLabel('Preferred time').selectOption({ label: 'Late morning, 11 am to 1 pm' });
      await form.getByRole('button', { name: 'Request a visit' }).click();
      await expect(visitorPage.getByRole('heading', { name: 'Visit requested' })).toBeVisible();
    } finally {
      await visitor.close();
    }

    // No reload: the count the portal already shows goes up by itself.
    await expect.poll(() => unreadOnBell(page), { timeout: 40_000 }).toBeGreaterThan(before);
    await expect(page).toHaveURL(/\/admin$/);

    await bellOf(page).click();
    await dropdownOf(page)
      .getByRole('link', { name: new RegExp(name) })
      .click();
    await expect(page).toHaveURL(/\/admin\/bookings\?booking=[0-9a-f-]{36}$/);
  });
  const panel = panelOf(page, name);
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(formatVisitDate(inDays(6)));
  await expect(panel).toContainText('Pending');

  // The tiles agree with the server before the change, so a fall afterwards is this page's doing.
  let pendingBefore = 0;
  await expect(async () => {
    pendingBefore = await pendingVisitsFromApi(page.request);
    expect(await tileNumber(page, 'Pending Visits')).toBe(pendingBefore);
  }).toPass();
  const confirmedAt = Date.now();

  await panel.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(toastWith(page, 'Booking confirmed')).toBeVisible();
  await expect(panel).toContainText('Confirmed');
  await expect(panel.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);

  // Down by one, without a reload; other tests may have booked visits meanwhile, and those count up.
  await expect(async () => {
    const shown = await tileNumber(page, 'Pending Visits');
    expect(shown).toBe(await pendingVisitsFromApi(page.request));
    // Exactly one less when nothing else happened; other tests' confirmations can only lower it further.
    expect(shown).toBeLessThanOrEqual(
      pendingBefore - 1 + (await pendingMadeSince(page.request, confirmedAt)),
    );
  }).toPass();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(async () => {
    const pending = await pendingVisitsFromApi(page.request);
    await expect(page.getByTestId('stat-pending-visits')).toHaveText(pending.toLocaleString('en-IN'), {
      timeout: 2_000,
    });
  }).toPass();
  problems.expectNone();
});

test('search, status, dates, sort and pages live in the address, and back and forward restore them', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const problems = await watchPageProblems(page);
  const surname = aSurname();
  const firstNames = [
    'Aarav',
    'Bhavna',
    'Chetan',
    'Deepa',
    'Esha',
    'Farhan',
    'Gauri',
    'Harish',
    'Ishita',
    'Jatin',
    'Kiran',
  ];
  // Eleven notices at once would push another test's out of the bell's latest few.
  await withTheTeamBell(() =>
    bookVisits(
      browser,
      firstNames.map((first, index) => ({ name: `${first} ${surname}`, preferredDate: inDays(index + 2) })),
    ),
  );

  await page.goto('/admin/bookings');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(surname);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${surname}`));
  await expect(page.getByText('Showing 1–11 of 11')).toBeVisible();

  await page.getByRole('button', { name: 'Visitor', exact: true }).click();
  await expect(page).toHaveURL(/sort=name-asc/);
  await expect(rowsOf(page).first()).toContainText(`Aarav ${surname}`);

  await page.getByRole('button', { name: 'Visit', exact: true }).click();
  await expect(page).toHaveURL(/sort=visit-asc/);
  await page.getByRole('button', { name: 'Visit', exact: true }).click();
  await expect(page).toHaveURL(/sort=visit-desc/);
  await expect(rowsOf(page).first()).toContainText(`Kiran ${surname}`);
  await expect(page.getByRole('columnheader', { name: 'Visit', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  await page.getByLabel('Rows per page').selectOption('10');
  await expect(page).toHaveURL(/pageSize=10/);
  await expect(rowsOf(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rowsOf(page)).toHaveCount(1);
  await expect(rowsOf(page).first()).toContainText(`Aarav ${surname}`);

  const statuses = page.getByRole('group', { name: 'Filter by status' });
  await statuses.getByRole('button', { name: /^Pending/ }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(statuses.getByRole('button', { name: /^Pending/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(statuses.getByRole('button', { name: /^Pending/ })).toContainText('11');

  await statuses.getByRole('button', { name: /^Pending/ }).click();
  await statuses.getByRole('button', { name: /^Confirmed/ }).click();
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(page.getByRole('heading', { name: 'No bookings match these filters' })).toBeVisible();

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/status=pending/);
  await expect(rowsOf(page)).toHaveCount(10);
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'No bookings match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).not.toHaveURL(/q=|status=/);

  // Two chips clicked before the list has shown the first click: the second builds on the first.
  await statuses.evaluate((group) => {
    for (const chip of group.querySelectorAll('button')) {
      if (/^(Pending|Confirmed)/.test(chip.textContent ?? '')) chip.click();
    }
  });
  await expect(page).toHaveURL(/status=pending%2Cconfirmed|status=pending,confirmed/);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/status=/);

  await page.goto(`/admin/bookings?q=${surname}&from=${inDays(10)}&to=${inDays(11)}&sort=visit-asc`);
  await expect(page.getByText('Showing 1–2 of 2')).toBeVisible();
  await expect(page.getByLabel('Visits from')).toHaveValue(inDays(10));
  await expect(rowsOf(page).first()).toContainText(`Ishita ${surname}`);
  await page.getByLabel('Visits from').fill(inDays(11));
  await expect(page).toHaveURL(new RegExp(`from=${inDays(11)}`));
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue(surname);

  // Typing a year into a date field reports 0002, 0020 and 0202 before 2027, each as a whole date. The list
  // follows the field once the typing settles: the start of the range stays, and no half-typed year reaches
  // the server (which takes 2000 to 2100 only).
  const nextYear = `${Number(inDays(11).slice(0, 4)) + 1}${inDays(11).slice(4)}`;
  const visitsTo = page.getByLabel('Visits to');
  // React hears a field's value through the native setter, as when Chrome changes it.
  await visitsTo.evaluate(
    (field, days) => {
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
      for (const day of days) {
        setValue.call(field, day);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    ['0002', '0020', '0202', nextYear.slice(0, 4)].map((year) => `${year}${nextYear.slice(4)}`),
  );
  await expect(page).toHaveURL(new RegExp(`from=${inDays(11)}&to=${nextYear}`));
  await expect(page.getByLabel('Visits from')).toHaveValue(inDays(11));
  await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
  await expect(page.getByText('Could not load the bookings')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`from=${inDays(11)}&to=${inDays(11)}`));
  await expect(visitsTo).toHaveValue(inDays(11));
  problems.expectNone();
});

test('the detail panel reschedules, keeps notes, and offers only the moves the rules allow', async ({
  page,
  browser,
}) => {
  // Many steps, each waiting on the server: more than the default 30 s on a busy two-core machine.
  test.slow();
  const problems = await watchPageProblems(page);
  const name = `Meera ${aSurname()}`;
  const [id] = await bookVisits(browser, [
    { name, preferredDate: inDays(4), message: 'Please show us the terrace garden.' },
  ]);
  await page.goto(`/admin/bookings?booking=${id}`);
  await waitForApp(page);
  const panel = panelOf(page, name);
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Please show us the terrace garden.');
  await expect(panel.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Mark no-show' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Reschedule' }).click();
  const reschedule = panel.getByRole('form', { name: 'Reschedule the visit' });
  await reschedule.getByLabel('New date').fill(inDays(9));
  await reschedule.getByLabel('New time').selectOption({ label: 'Evening, 5 to 7 pm' });
  await reschedule.getByRole('button', { name: 'Save new time' }).click();
  await expect(toastWith(page, 'Visit moved to')).toBeVisible();
  await expect(panel).toContainText(formatVisitDate(inDays(9)));
  await expect(panel).toContainText('Evening, 5 to 7 pm');
  await expect(panel).toContainText(/Rescheduled from .+, 11 am to 1 pm/);

  const notes = panel.getByLabel(/Team notes/);
  const saveNotes = panel.getByRole('button', { name: 'Save notes' });
  await notes.fill('Called on Monday.');
  await saveNotes.click();
  await expect(toastWith(page, 'Notes saved')).toBeVisible();

  // Another admin saves notes while this one is typing: the refused save shows theirs next to the edits, and
  // keeping the edits is a choice made having seen them.
  await notes.fill('Called on Monday; coming with parents.');
  const { csrfToken: token } = await currentSession(page);
  const theirs = await page.request.put(`/api/admin/bookings/${id}/notes`, {
    data: { notes: 'Wants to see the parking first.' },
    headers: { 'x-csrf-token': token! },
  });
  expect(theirs.status()).toBe(200);
  await saveNotes.click();
  const meanwhile = panel.getByRole('alert').filter({ hasText: 'Someone else saved these notes' });
  await expect(meanwhile).toContainText('Wants to see the parking first.');
  await expect(notes).toHaveValue('Called on Monday; coming with parents.');
  await meanwhile.getByRole('button', { name: 'Keep my edits' }).click();
  await expect(meanwhile).toBeHidden();
  await saveNotes.click();
  await expect(saveNotes).toHaveAttribute('aria-disabled', 'true');
  await expect(notes).toHaveValue('Called on Monday; coming with parents.');

  await panel.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(toastWith(page, 'Booking confirmed')).toBeVisible();
  // How a visit went can be said only once its day has come: this one is nine days away.
  await expect(panel.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Mark no-show' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);

  // Kept: a fresh load shows the notes, the new slot and the note marker on the row.
  await page.reload();
  await waitForApp(page);
  await expect(panelOf(page, name).getByLabel(/Team notes/)).toHaveValue(
    'Called on Monday; coming with parents.',
  );
  await expect(panelOf(page, name)).toContainText('Confirmed');
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(name);
  await expect(page.getByRole('button', { name: `${name} (has notes)` })).toBeVisible();

  // Someone else cancels it meanwhile: the refused move is explained and the panel catches up.
  await page.getByRole('button', { name: `${name} (has notes)` }).click();
  const { csrfToken } = await currentSession(page);
  const cancelled = await page.request.post(`/api/admin/bookings/${id}/status`, {
    data: { status: 'cancelled' },
    headers: { 'x-csrf-token': csrfToken! },
  });
  expect(cancelled.status()).toBe(200);
  await panelOf(page, name).getByRole('button', { name: 'Reschedule' }).click();
  const late = panelOf(page, name).getByRole('form', { name: 'Reschedule the visit' });
  await late.getByLabel('New date').fill(inDays(10));
  await late.getByRole('button', { name: 'Save new time' }).click();
  await expect(toastWith(page, 'A cancelled booking cannot be rescheduled')).toBeVisible();
  await expect(panelOf(page, name)).toContainText('Cancelled is final');
  await expect(panelOf(page, name).getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  // Two refusals: the notes saved over another admin's, and the move after someone else's cancel.
  problems.expectNone([CONFLICT_LOGGED, CONFLICT_LOGGED]);
});

test('cancelling asks first, and a cancelled booking offers no more moves', async ({ page, browser }) => {
  const name = `Rohit ${aSurname()}`;
  const [id] = await bookVisits(browser, [{ name, preferredDate: inDays(5) }]);
  await page.goto(`/admin/bookings?booking=${id}`);
  await waitForApp(page);
  const panel = panelOf(page, name);
  await panel.getByRole('button', { name: 'Cancel booking' }).click();
  const question = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep booking' })).toBeFocused();
  await question.getByRole('button', { name: 'Keep booking' }).click();
  await expect(question).toBeHidden();
  await expect(panel).toBeVisible();

  await panel.getByRole('button', { name: 'Cancel booking' }).click();
  await question.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toastWith(page, 'Booking cancelled')).toBeVisible();
  await expect(panel).toContainText('Cancelled is final');
  await expect(panel.getByRole('group', { name: 'Change status' })).toHaveCount(0);
});

test('the agenda shows a coming visit on its day, two weeks at a time', async ({ page, browser }) => {
  const problems = await watchPageProblems(page);
  const name = `Sunita ${aSurname()}`;
  const day = inDays(3);
  await bookVisits(browser, [{ name, preferredDate: day, timeSlot: '15:00-17:00' }]);
  // The list's filters stay with the list: the agenda always plans the visits still to happen.
  await page.goto(`/admin/bookings?status=completed&from=${inDays(20)}`);
  await waitForApp(page);
  await page.getByRole('group', { name: 'Show bookings as' }).getByRole('button', { name: 'Agenda' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\?view=agenda$/);

  const dayOfVisit = page.locator('li', { has: page.locator(`h3 time[datetime="${day}"]`) });
  await expect(dayOfVisit).toContainText(name);
  await expect(dayOfVisit.getByRole('button', { name: new RegExp(name) })).toContainText('3 to 5 pm');
  await expect(dayOfVisit.getByRole('heading')).toContainText(
    new Intl.DateTimeFormat('en-IN', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`)),
  );

  await page.getByRole('button', { name: 'Next two weeks' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${inDays(14)}`));
  await expect(page.getByText(name)).toHaveCount(0);
  await page.goBack();
  await expect(dayOfVisit).toContainText(name);

  await dayOfVisit.getByRole('button', { name: new RegExp(name) }).click();
  await expect(panelOf(page, name)).toBeVisible();
  await expect(page).toHaveURL(/view=agenda.*booking=/);
  problems.expectNone();
});

test('"Export CSV" downloads the bookings the filters match', async ({ page, browser }) => {
  const name = `Vikram ${aSurname()}`;
  await bookVisits(browser, [{ name, preferredDate: inDays(8) }]);
  await page.goto(`/admin/bookings?q=${encodeURIComponent(name)}`);
  await waitForApp(page);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^househunt-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(name);
  expect(lines[1]).toContain(inDays(8));
});

test('the list and the detail panel are accessible in light and dark, by keyboard and on a 360 px phone', async ({
  page,
  browser,
}) => {
  // Many steps, each waiting on the server: more than the default 30 s on a busy two-core machine.
  test.slow();
  const problems = await watchPageProblems(page);
  const name = `Zoya ${aSurname()}`;
  await bookVisits(browser, [{ name, preferredDate: inDays(2), message: 'Evening works best.' }]);
  await page.goto(`/admin/bookings?q=${encodeURIComponent(name)}`);
  await waitForApp(page);
  const open = page.getByRole('button', { name, exact: true });
  await expect(open).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, '/admin/bookings (list)');

  await open.focus();
  await page.keyboard.press('Enter');
  const panel = panelOf(page, name);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Close booking details' })).toBeFocused();
  await expectNoSeriousAccessibilityViolations(page, '/admin/bookings (detail panel)');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();

  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousAccessibilityViolations(page, '/admin/bookings (list, dark)');
  await open.click();
  await expect(panel).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, '/admin/bookings (detail panel, dark)');

  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => horizontalOverflow(page)).toBe(0);
  await page.keyboard.press('Escape');
  await expect.poll(() => horizontalOverflow(page)).toBe(0);
  problems.expectNone();
});
