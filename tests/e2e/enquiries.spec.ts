import { expect, request, test, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { ADMIN_SESSION, toastWith } from './support/auth.js';
import { toggleDarkMode } from './support/theme.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aListingOfOurOwn } from './support/test-listings.js';
import { aVisitorName } from './support/visitor-records.js';

type AdminEnquiry = {
  kind: string;
  name: string;
  phone: string | null;
  email: string | null;
  city: string | null;
  message: string | null;
  propertyId: string | null;
  details: Record<string, unknown>;
  status: string;
};

async function enquiriesSeenByAdmin(kind: string): Promise<AdminEnquiry[]> {
  const admin = await request.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: ADMIN_SESSION });
  try {
    const response = await admin.get(`/api/admin/enquiries?kind=${kind}&pageSize=100`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { items: AdminEnquiry[] }).items;
  } finally {
    await admin.dispose();
  }
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('a plot owner asks for a villa from /villas-on-demand and the enquiry reaches the team', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  await open(page, '/villas-on-demand', 'Villas on demand');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, '/villas-on-demand');

  await page.getByRole('link', { name: 'Plan your villa' }).click();
  const form = page.getByRole('form', { name: 'Tell us about your plot' });
  await expect(form).toBeInViewport();

  // The shared rules speak first: a plot too small for a villa is pointed out on its field.
  const name = aVisitorName('Arjun');
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Mobile number').fill('90000 11111');
  await form.getByLabel('Email').fill('arjun.rao@example.in');
  await form.getByLabel('City or town of the plot').fill('Mysuru');
  await form.getByLabel('Plot size').fill('40');
  await form.getByLabel('Unit').selectOption({ label: 'sq. yd (gaj)' });
  await form.getByLabel('Construction budget').selectOption({ label: '₹1 crore to ₹2 crore' });
  await form.getByLabel('When would you like to start?').selectOption({ label: 'In 3 to 6 months' });
  await form.getByRole('button', { name: 'Request a call back' }).click();
  await expect(form.getByText(/That plot looks too small for a villa/)).toBeVisible();
  await expect(form.getByLabel('Plot size')).toBeFocused();

  await form.getByLabel('Plot size').fill('1,200');
  await form.getByLabel('Anything else?').fill('East-facing corner plot; four bedrooms and a home office.');
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/enquiries') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Request a call back' }).click();
  expect((await sent).status()).toBe(201);

  await expect(toastWith(page, 'Enquiry received')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enquiry received' })).toBeFocused();
  await expect(page.getByText('Our design team has your plot details for Mysuru.')).toBeVisible();

  const enquiry = (await enquiriesSeenByAdmin('construction')).find((item) => item.name === name);
  expect(enquiry).toMatchObject({
    kind: 'construction',
    phone: '+919000011111',
    email: 'arjun.rao@example.in',
    city: 'Mysuru',
    status: 'new',
    details: { plotArea: 1200, plotAreaUnit: 'sq-yd', budgetRange: '1cr-2cr', timeline: '3-6-months' },
  });
  problems.expectNone();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the villa request confirmation comes into view below the header and shows what was sent', async ({
    page,
  }) => {
    const problems = await watchPageProblems(page);
    await open(page, '/villas-on-demand', 'Villas on demand');
    const form = page.getByRole('form', { name: 'Tell us about your plot' });
    const name = aVisitorName('Meera');
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Mobile number').fill('90000 22222');
    await form.getByLabel('Email').fill('meera.iyer@example.in');
    await form.getByLabel('City or town of the plot').fill('Coimbatore');
    await form.getByLabel('Plot size').fill('10');
    await form.getByLabel('Unit').selectOption({ label: 'cent' });
    await form.getByLabel('Construction budget').selectOption({ label: '₹50 lakh to ₹1 crore' });
    await form.getByLabel('When would you like to start?').selectOption({ label: 'In 6 to 12 months' });
    await form.getByLabel('Anything else?').fill('Three bedrooms and a pooja room.');
    await form.getByRole('button', { name: 'Request a call back' }).click();

    const heading = page.getByRole('heading', { name: 'Enquiry received' });
    await expect(heading).toBeFocused();
    // In full view and clear of the sticky header, not hidden under it with the footer filling the screen.
    await expect(heading).toBeInViewport({ ratio: 1 });
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);

    const sent = page.getByRole('region', { name: 'What you sent' });
    await expect(sent).toBeInViewport();
    for (const [question, answer] of [
      ['Your name', name],
      ['Mobile number', '+91 90000 22222'],
      ['Email', 'meera.iyer@example.in'],
      ['City or town of the plot', 'Coimbatore'],
      ['Plot size', '10 cent'],
      ['Construction budget', '₹50 lakh to ₹1 crore'],
      ['When to start', 'In 6 to 12 months'],
      ['Anything else', 'Three bedrooms and a pooja room.'],
    ]) {
      await expect(sent.getByRole('term').filter({ hasText: question! })).toHaveCount(1);
      await expect(sent).toContainText(`${question}${answer}`);
    }
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y).toBeGreaterThan(844 / 2);

    await expectNoSeriousAccessibilityViolations(page, '/villas-on-demand, request sent, phone (light)');
    await toggleDarkMode(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousAccessibilityViolations(page, '/villas-on-demand, request sent, phone (dark)');
    problems.expectNone();
  });
});

test('a visitor writes from /contact-us and the question reaches the team', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await open(page, '/contact-us', 'Contact us');
  const form = page.getByRole('form', { name: 'Send us a message' });

  // A question needs an email address to be answered.
  const name = aVisitorName('Farhan');
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('How can we help?').fill('Do you help NRIs buy property in Hyderabad?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please give us your email address.')).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, '/contact-us with a field error');

  await form.getByLabel('Email').fill('farhan@example.in');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  await expect(page.getByText('We will reply to farhan@example.in')).toBeVisible();

  const enquiry = (await enquiriesSeenByAdmin('contact')).find((item) => item.name === name);
  expect(enquiry).toMatchObject({
    kind: 'contact',
    email: 'farhan@example.in',
    phone: null,
    message: 'Do you help NRIs buy property in Hyderabad?',
  });
  problems.expectNone();
});

test('a visitor asks about a listing from its page', async ({ page }) => {
  const problems = await watchPageProblems(page);
  const listing = await aListingOfOurOwn();
  await open(page, `/property/${listing.id}`, listing.title);

  await page.getByRole('link', { name: 'Ask a question' }).click();
  const form = page.getByRole('form', { name: 'Ask about this property' });
  await expect(form.getByLabel('Your question')).toHaveValue(new RegExp(`interested in "${listing.title}"`));
  const name = aVisitorName('Meera');
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Mobile number').fill('91234 56789');
  await form.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByRole('heading', { name: 'Question sent' })).toBeVisible();

  const enquiry = (await enquiriesSeenByAdmin('property')).find((item) => item.name === name);
  expect(enquiry).toMatchObject({
    kind: 'property',
    propertyId: listing.id,
    phone: '+919123456789',
    details: { propertyTitle: listing.title },
  });
  problems.expectNone();
});
