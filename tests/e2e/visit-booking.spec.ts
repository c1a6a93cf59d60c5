import { expect, request, test, type Page } from '@playwright/test';
import { addDays, formatVisitDate, indiaToday } from '#domain/india-calendar';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { ADMIN_SESSION, toastWith, VISITOR_SESSION } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aListingOfOurOwn } from './support/test-listings.js';

type AdminBooking = {
  id: string;
  listing: { id: string | null };
  name: string;
  phone: string;
  preferredDate: string;
  timeSlot: string;
  status: string;
  userId: string | null;
};

/** A name no other test run uses (names are letters only, so no digits). */
const aVisitorName = (first: string) =>
  `${first} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function bookingsSeenByAdmin(): Promise<AdminBooking[]> {
  const admin = await request.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: ADMIN_SESSION });
  try {
    const response = await admin.get('/api/admin/bookings?pageSize=100');
    expect(response.status()).toBe(200);
    return ((await response.json()) as { items: AdminBooking[] }).items;
  } finally {
    await admin.dispose();
  }
}

async function openListing(page: Page) {
  const listing = await aListingOfOurOwn();
  await page.goto(`/property/${listing.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  return listing;
}

const bookingForm = (page: Page) => page.getByRole('form', { name: 'Book a site visit' });
const nextWeekInIndia = () => addDays(indiaToday(new Date()), 7);

test('a visitor books a visit from the property page, sees it confirmed, and the admin API has it', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  const listing = await openListing(page);
  const name = aVisitorName('Priya');
  const day = nextWeekInIndia();

  // The summary card's button leads to the form.
  await page.getByRole('link', { name: 'Book a site visit' }).click();
  await expect(page).toHaveURL(/#book-a-visit$/);
  const form = bookingForm(page);
  await expect(form).toBeInViewport();

  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Mobile number').fill('+91 98450-12345');
  await form.getByLabel('Preferred date').fill(day);
  await form.getByLabel('Preferred time').selectOption({ label: 'Late morning, 11 am to 1 pm' });
  await form.getByLabel('Anything we should know?').fill('We will come by car; is there visitor parking?');

  const booked = page.waitForResponse(
    (response) => response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Request a visit' }).click();
  expect((await booked).status()).toBe(201);

  await expect(toastWith(page, 'Visit requested for')).toBeVisible();
  const confirmation = page.getByRole('heading', { name: 'Visit requested' });
  await expect(confirmation).toBeFocused();
  await expect(page.getByTestId('booking-when')).toHaveText(
    `${formatVisitDate(day)}Late morning, 11 am to 1 pm`,
  );
  await expect(page.getByText('will call you on +91 98450 12345')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, 'property page after booking a visit');

  const booking = (await bookingsSeenByAdmin()).find((item) => item.name === name);
  expect(booking).toMatchObject({
    listing: { id: listing.id },
    phone: '+919845012345',
    preferredDate: day,
    timeSlot: '11:00-13:00',
    status: 'pending',
    userId: null,
  });

  // Another visit starts a fresh, empty form.
  await page.getByRole('button', { name: 'Book another visit' }).click();
  await expect(bookingForm(page).getByLabel('Your name')).toHaveValue('');
  problems.expectNone();
});

test("the reference on the visitor's confirmation is the one the team finds and sees on the booking", async ({
  page,
  browser,
}) => {
  // A booking, two themes checked for accessibility and an admin browser: more than 30 seconds on a busy machine.
  test.slow();
  const problems = await watchPageProblems(page);
  await openListing(page);
  const name = aVisitorName('Tanvi');
  const form = bookingForm(page);
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Mobile number').fill('98450 12345');
  await form.getByLabel('Preferred date').fill(nextWeekInIndia());
  await form.getByLabel('Preferred time').selectOption({ label: 'Late morning, 11 am to 1 pm' });
  await form.getByRole('button', { name: 'Request a visit' }).click();
  await expect(page.getByRole('heading', { name: 'Visit requested' })).toBeVisible();

  const shown = page.getByText(/^Booking reference: /);
  await expect(shown).toHaveText(/^Booking reference: [0-9A-HJKMNP-TV-Z]{8}$/);
  const reference = (await shown.textContent())!.replace('Booking reference: ', '');
  await expectNoSeriousAccessibilityViolations(page, 'booking confirmation');
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousAccessibilityViolations(page, 'booking confirmation (dark)');

  // The team, given the reference on the phone, finds the booking with it.
  const team = await browser.newContext({ storageState: ADMIN_SESSION });
  try {
    const admin = await team.newPage();
    await admin.goto('/admin');
    await waitForApp(admin);
    await admin
      .getByRole('combobox', { name: 'Search properties, bookings, clients' })
      .fill(reference.toLowerCase());
    const option = admin
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('group', { name: 'Bookings' })
      .getByRole('option', { name: new RegExp(name) });
    await expect(option).toContainText(`Ref ${reference}`);
    await option.click();

    const panel = admin.getByRole('dialog', { name });
    await expect(panel).toContainText(`Reference ${reference}`);
    await admin.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await admin.goto(`/admin/bookings?q=${reference}`);
    await expect(admin.getByRole('row', { name: new RegExp(name) })).toContainText(reference);
  } finally {
    await team.close();
  }
  problems.expectNone();
});

test('a phone number that is not an Indian mobile is pointed out on its field, and nothing is sent', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  await openListing(page);
  let posted = false;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/bookings') && sent.method() === 'POST') posted = true;
  });

  const form = bookingForm(page);
  await form.getByLabel('Your name').fill(aVisitorName('Ravi'));
  await form.getByLabel('Mobile number').fill('12345 678');
  await form.getByLabel('Preferred date').fill(nextWeekInIndia());
  await form.getByLabel('Preferred time').selectOption({ label: 'Evening, 5 to 7 pm' });
  await form.getByRole('button', { name: 'Request a visit' }).click();

  const phone = form.getByLabel('Mobile number');
  await expect(
    form.getByText(/Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9/),
  ).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await expectNoSeriousAccessibilityViolations(page, 'booking form showing a field error');

  // Corrected, it books.
  await phone.fill('70000 12345');
  await expect(form.getByText(/Enter a 10-digit Indian mobile number/)).toBeHidden();
  expect(posted).toBe(false);
  await form.getByRole('button', { name: 'Request a visit' }).click();
  await expect(page.getByRole('heading', { name: 'Visit requested' })).toBeVisible();
  problems.expectNone();
});

test.describe('signed in', () => {
  test.use({ storageState: VISITOR_SESSION });

  test('the form knows the visitor, and the booking is kept on their account', async ({ page }) => {
    await openListing(page);
    const form = bookingForm(page);
    await expect(form.getByLabel('Your name')).toHaveValue('Demo Visitor');
    await expect(form.getByLabel('Email')).toHaveValue('visitor@example.com');

    const name = aVisitorName('Demo');
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Mobile number').fill('9123456780');
    await form.getByLabel('Preferred date').fill(nextWeekInIndia());
    await form.getByLabel('Preferred time').selectOption('09:00-11:00');
    await form.getByRole('button', { name: 'Request a visit' }).click();
    await expect(page.getByRole('heading', { name: 'Visit requested' })).toBeVisible();

    const booking = (await bookingsSeenByAdmin()).find((item) => item.name === name);
    expect(booking?.userId).toEqual(expect.any(String));
  });
});
