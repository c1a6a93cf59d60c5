import { expect, test, type Locator } from '@playwright/test';
import { ADMIN_SESSION } from './support/auth.js';
import { waitForApp } from './support/page-problems.js';

test.use({ storageState: ADMIN_SESSION });

async function width(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.width ?? -1;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/admin');
  await waitForApp(page);
});

test('the sidebar starts open at 280 px, collapses to an 80 px icon rail and opens again', async ({
  page,
}) => {
  const sidebar = page.getByTestId('admin-sidebar');
  await expect.poll(() => width(sidebar)).toBe(280);
  await expect(sidebar.getByText('Admin Portal')).toBeVisible();

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect.poll(() => width(sidebar)).toBe(80);
  await expect(sidebar.getByText('Admin Portal')).toBeHidden();
  // Icon-only items keep their names for assistive technology.
  await expect(sidebar.getByRole('link', { name: 'Bookings' })).toBeVisible();

  await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(() => width(sidebar)).toBe(280);

  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(() => width(sidebar)).toBe(80);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect.poll(() => width(sidebar)).toBe(280);
});

test('the header is 80 px high and its search box widens from 288 px to 320 px on focus', async ({
  page,
}) => {
  await expect.poll(async () => (await page.getByRole('banner').boundingBox())?.height).toBe(80);
  const search = page.getByRole('combobox', { name: 'Search properties, bookings, clients' });
  await expect(search).toHaveAttribute('placeholder', 'Search properties, bookings, clients...');
  await expect.poll(() => width(search)).toBe(288);
  await search.focus();
  await expect.poll(() => width(search)).toBe(320);
  await search.blur();
  await expect.poll(() => width(search)).toBe(288);
});

test('sidebar items link to their screens and Settings sits at the bottom', async ({ page }) => {
  const sidebar = page.getByTestId('admin-sidebar');
  const expected = [
    ['Dashboard', '/admin'],
    ['Properties', '/admin/properties'],
    ['Add Property', '/admin/add-property'],
    ['Bookings', '/admin/bookings'],
    ['Enquiries', '/admin/enquiries'],
    ['Settings', '/admin/settings'],
  ] as const;
  for (const [name, href] of expected) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  const settingsTop = (await sidebar.getByRole('link', { name: 'Settings' }).boundingBox())?.y ?? 0;
  const bookingsTop = (await sidebar.getByRole('link', { name: 'Bookings' }).boundingBox())?.y ?? 0;
  expect(settingsTop).toBeGreaterThan(bookingsTop + 200);

  await sidebar.getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
});

test('no placeholder figures are shown: tiles, badges and growth carry live counts', async ({ page }) => {
  const main = page.getByRole('main');
  await expect(main.getByText('Active Properties', { exact: true })).toBeVisible();
  await expect(main.getByText('Pending Visits', { exact: true })).toBeVisible();
  const sidebar = page.getByTestId('admin-sidebar');
  // What the server counts, not the spec's placeholder 24 (dashboard.spec.ts checks every figure). Other tests
  // add and remove listings meanwhile: read the server and the page again until they agree.
  await expect(async () => {
    await page.reload();
    const response = await page.request.get('/api/admin/dashboard/counts');
    expect(response.status()).toBe(200);
    const { activeListings } = (await response.json()) as { activeListings: { total: number } };
    const live = activeListings.total.toLocaleString('en-IN');
    await expect(
      main.getByText('Active Properties', { exact: true }).locator('xpath=following-sibling::p'),
    ).toHaveText(live, { timeout: 2_000 });
    await expect(sidebar.getByTestId('properties-badge')).toHaveText(live, { timeout: 2_000 });
  }).toPass();
  await expect(main.getByText('not available yet')).toHaveCount(0);
  await expect(sidebar.getByRole('heading', { name: 'Monthly Growth' })).toBeVisible();
  await expect(sidebar).not.toContainText('+23%');
  await expect(sidebar.getByTestId('monthly-growth-detail')).toContainText('new listing');
  await expect(sidebar.getByTestId('bookings-badge')).toHaveText(/^\d[\d,]*$/);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('"Go to Navigation →" moves keyboard focus to the sidebar menu', async ({ page }) => {
  await page.getByRole('button', { name: 'Go to Navigation →' }).click();
  await expect(page.getByTestId('admin-sidebar').getByRole('link', { name: 'Dashboard' })).toBeFocused();
});

test('the notifications dropdown leads to the full list and closes on Escape or an outside click', async ({
  page,
}) => {
  const bell = page.getByRole('button', { name: 'Notifications' });
  const panel = page.getByRole('region', { name: 'Notifications' });

  await bell.click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'View All Notifications' })).toHaveAttribute(
    'href',
    '/admin/notifications',
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await bell.click();
  await expect(panel).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(panel).toBeHidden();
});

test('the profile menu shows the signed-in admin and offers settings and sign-out', async ({ page }) => {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.getByRole('region', { name: 'Profile' });
  await expect(menu).toContainText('Demo Admin');
  await expect(menu).toContainText('Signed in as');
  await expect(menu).toContainText('admin@example.com');
  await expect(menu.getByRole('img')).toHaveCount(0); // the avatar is decorative (alt="")
  await expect(menu.locator('img').first()).toHaveAttribute('src', '/default-avatar.svg');
  await expect(menu.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute(
    'href',
    '/admin/profile',
  );
  await expect(menu.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
    'href',
    '/admin/account',
  );
  // Signing out is covered in admin-access.spec.ts: here it would end the session other tests share.
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('quick buttons in the header lead to the busiest screens', async ({ page }) => {
  const quick = page.getByRole('navigation', { name: 'Quick actions' });
  await quick.getByRole('link', { name: 'Add Property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Property' })).toBeVisible();
  await quick.getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await quick.getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
});

test('while the next admin screen loads, the page area says "Loading HouseHunt Admin..."', async ({
  page,
}) => {
  await page.route('**/assets/settings-route-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('main').getByText('Loading HouseHunt Admin...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Loading HouseHunt Admin...')).toHaveCount(0);
});
