import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { addDays, indiaToday } from '#domain/india-calendar';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { ADMIN_SESSION } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aListingForThisSpec } from './support/test-listings.js';

test.use({ storageState: ADMIN_SESSION });

/** The listing this worker's visitor books a visit to. */
const ours = aListingForThisSpec('Dashboard', (town) => `Flat on the dashboard in ${town}`);

type Counts = {
  activeListings: { total: number; forSale: number; forRent: number };
  pendingVisits: number;
  newEnquiries: number;
  listingGrowth: { current: number; previous: number; changePercent: number | null };
};
type Dashboard = {
  counts: Counts;
  listingsByCategory: Array<{ mainCategory: string; listings: number }>;
  mostViewed: Array<{ id: string; title: string; views: number }>;
};

async function dashboardFromApi(api: APIRequestContext): Promise<Dashboard> {
  const response = await api.get('/api/admin/dashboard');
  expect(response.status()).toBe(200);
  return (await response.json()) as Dashboard;
}

const figure = (value: number) => value.toLocaleString('en-IN');

/** Inside a retried block: a figure that disagrees fails fast, so the block reads the API and the page again. */
const soon = expect.configure({ timeout: 2_000 });

/** A layout tile's number, beside its label. */
const tile = (page: Page, label: string) =>
  page.getByRole('main').getByText(label, { exact: true }).locator('xpath=following-sibling::p');

async function openDashboard(page: Page) {
  await page.goto('/admin');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-for-sale')).toBeVisible();
}

/** A visit booked through the public API, as the booking form sends it. */
async function bookAVisit(api: APIRequestContext) {
  const { token } = (await (await api.get('/api/forms/token')).json()) as { token: string };
  const booking = {
    propertyId: ours.listing.id,
    name: 'Kavya Menon',
    phone: '98450 54321',
    email: 'kavya@example.in',
    preferredDate: addDays(indiaToday(new Date()), 7),
    timeSlot: '11:00-13:00',
    website: '',
    formToken: token,
  };
  const idempotencyKey = randomUUID();
  // The server refuses a form sent sooner than its minimum fill time: send until the token is old enough.
  await expect
    .poll(
      async () =>
        (
          await api.post('/api/bookings', { data: booking, headers: { 'Idempotency-Key': idempotencyKey } })
        ).status(),
      { intervals: [500, 500, 1000] },
    )
    .toBe(201);
}

test('the dashboard, its tiles and the sidebar badges show the figures the API returns', async ({ page }) => {
  const problems = await watchPageProblems(page);
  await openDashboard(page);
  // Other tests book visits at the same time: read the API and the page until they agree.
  await expect(async () => {
    await page.reload();
    const api = await dashboardFromApi(page.request);
    const { counts } = api;
    await soon(page.getByTestId('stat-for-sale')).toHaveText(figure(counts.activeListings.forSale));
    await soon(page.getByTestId('stat-for-rent')).toHaveText(figure(counts.activeListings.forRent));
    await soon(page.getByTestId('stat-pending-visits')).toHaveText(figure(counts.pendingVisits));
    await soon(page.getByTestId('stat-new-enquiries')).toHaveText(figure(counts.newEnquiries));
    await soon(tile(page, 'Active Properties')).toHaveText(figure(counts.activeListings.total));
    await soon(tile(page, 'Pending Visits')).toHaveText(figure(counts.pendingVisits));
    await soon(page.getByTestId('properties-badge')).toHaveText(figure(counts.activeListings.total));
    await soon(page.getByTestId('bookings-badge')).toHaveText(figure(counts.pendingVisits));
    for (const category of api.listingsByCategory) {
      await soon(page.getByTestId(`category-${category.mainCategory}`)).toHaveText(figure(category.listings));
    }
  }).toPass();

  const { counts } = await dashboardFromApi(page.request);
  const sidebar = page.getByTestId('admin-sidebar');
  await expect(sidebar.getByTestId('monthly-growth-detail')).toContainText('new listing');
  await expect(sidebar).not.toContainText('+23%');
  // The badge's count is described, not part of the link's name.
  await expect(sidebar.getByRole('link', { name: 'Properties', exact: true })).toHaveAccessibleDescription(
    `${counts.activeListings.total} active listings`,
  );

  await expect(page.getByRole('heading', { name: 'Bookings per day' })).toBeVisible();
  await expect(page.getByTestId('bookings-summary')).toContainText('last 30 days');
  await page.getByText('Show the figures as a table').click();
  await expect(
    page.getByRole('table', { name: 'Bookings per day, last 30 days' }).getByRole('row'),
  ).toHaveCount(31);
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await expectNoSeriousAccessibilityViolations(page, '/admin (dashboard)');
  problems.expectNone();
});

test('a visit booked on the public site raises Pending Visits on the tile and the dashboard after a refresh', async ({
  page,
  playwright,
}) => {
  await openDashboard(page);
  const before = Number((await tile(page, 'Pending Visits').textContent())?.replaceAll(',', ''));

  // A signed-out visitor: the test's admin session must not come along.
  const visitor = await playwright.request.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  try {
    await bookAVisit(visitor);
  } finally {
    await visitor.dispose();
  }

  await page.reload();
  await waitForApp(page);
  await expect(async () => {
    const pending = Number((await tile(page, 'Pending Visits').textContent())?.replaceAll(',', ''));
    expect(pending).toBeGreaterThan(before);
    const { counts } = await dashboardFromApi(page.request);
    await soon(page.getByTestId('stat-pending-visits')).toHaveText(figure(counts.pendingVisits));
    await soon(tile(page, 'Pending Visits')).toHaveText(figure(counts.pendingVisits));
  }).toPass();
});

test('the dashboard in dark mode has no serious accessibility violations', async ({ page }) => {
  await page.addInitScript({ content: `localStorage.setItem('darkMode', 'true');` });
  await openDashboard(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByText('Show the figures as a table').click();
  await expectNoSeriousAccessibilityViolations(page, '/admin (dashboard, dark)');
});
