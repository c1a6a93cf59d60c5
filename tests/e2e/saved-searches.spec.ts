import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { chooseDevAccount, DEV_PROVIDER_BUTTON, signInByRedirect } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aTestTown } from './support/test-listings.js';

// Each test signs a new visitor in and walks a whole journey.
test.describe.configure({ timeout: 90_000 });

/** A browser of its own, signed out, for a visitor this test makes up. */
async function aVisitor(browser: Browser, theme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.addInitScript({ content: `localStorage.setItem('darkMode', '${theme === 'dark'}');` });
  const email = `hunter-${test.info().workerIndex}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  return { context, page, email };
}

async function saveThisSearch(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email me new matches').selectOption({ label: 'Once a week' });
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText(`Search saved as “${name}”`)).toBeVisible();
}

test('a search saved once shows as saved, and a second save names the first instead of making another', async ({
  browser,
}) => {
  const { context, page, email } = await aVisitor(browser);
  const problems = await watchPageProblems(page);
  const town = aTestTown('Twice');
  try {
    await signInByRedirect(page, { email }, '/properties');
    const address = `/properties?${new URLSearchParams({ status: 'rent', city: town, bedrooms: '2,3' }).toString()}`;
    await page.goto(address);
    await waitForApp(page);
    await saveThisSearch(page, 'Family flats');
    // The button says so at once, and on the same search written another way.
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await page.goto(
      `/properties?${new URLSearchParams({ bedrooms: '3,2', city: town.toUpperCase(), status: 'rent' }).toString()}`,
    );
    await waitForApp(page);
    await page.getByRole('button', { name: 'Saved' }).click();
    const shown = page.getByRole('dialog', { name: 'This search is saved' });
    await expect(shown).toContainText('You saved this search as “Family flats”');
    await expectNoSeriousAccessibilityViolations(page, 'the saved search dialog on /properties');
    await shown.getByRole('link', { name: 'Open saved search' }).click();
    await expect(page).toHaveURL(/\/account$/);

    // A second tab that had the page open before the save still offers to save: the server names the first.
    const other = await context.newPage();
    await other.route('**/api/me/saved-searches', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { items: [], limit: 20 } })
        : route.fallback(),
    );
    await other.goto(address);
    await waitForApp(other);
    await other.getByRole('button', { name: 'Save this search' }).click();
    const dialog = other.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog.getByRole('alert')).toContainText('You already saved this search as “Family flats”.');
    await expect(dialog.getByRole('link', { name: 'Open saved search' })).toHaveAttribute('href', '/account');

    const saved = page.getByRole('region', { name: 'My saved searches' });
    await page.reload();
    await expect(saved.getByText('1 of 20 saved searches')).toBeVisible();
    problems.expectNone();
  } finally {
    await context.close();
  }
});

test('signing in from “Save this search” brings the visitor back to the dialog with what they typed', async ({
  browser,
}) => {
  const { context, page, email } = await aVisitor(browser);
  const problems = await watchPageProblems(page);
  const town = aTestTown('Return');
  try {
    const address = `/properties?${new URLSearchParams({ status: 'rent', city: town }).toString()}`;
    await page.goto(address);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const signedOut = page.getByRole('dialog', { name: 'Sign in to save this search' });
    await signedOut.getByLabel('Name').fill('Rentals near the office');
    await signedOut.getByLabel('Email me new matches').selectOption({ label: 'As soon as one is listed' });
    await expectNoSeriousAccessibilityViolations(page, 'the signed-out save dialog');
    await signedOut.getByRole('button', { name: 'Sign in to save' }).click();

    // The popup's sign-in: the page then goes back to the results.
    await expect(page).toHaveURL(/\/login\?/);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: DEV_PROVIDER_BUTTON }).click();
    const popup = await popupOpened;
    await chooseDevAccount(popup, { email });

    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Rentals near the office');
    await expect(dialog.getByLabel('Email me new matches')).toHaveValue('instant');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === address && url.hash === '');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByText('Search saved as “Rentals near the office”')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    problems.expectNone();
  } finally {
    await context.close();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`My HouseHunt says each saved search’s criteria, pauses and resumes it, and edits its criteria (${theme})`, async ({
    browser,
  }) => {
    const { context, page, email } = await aVisitor(browser, theme);
    const problems = await watchPageProblems(page);
    const town = aTestTown('Kochi');
    try {
      await signInByRedirect(page, { email }, '/properties');
      await page.goto(
        `/properties?${new URLSearchParams({ status: 'rent', city: town, bedrooms: '2,3,4,5', maxPrice: '40000' }).toString()}`,
      );
      await waitForApp(page);
      await saveThisSearch(page, 'Kochi rentals');

      await page.goto('/account');
      const list = page.getByRole('region', { name: 'My saved searches' });
      const row = list.getByRole('listitem').filter({ hasText: 'Kochi rentals' });
      await expect(row.getByText(`Rent · ${town} · 2+ BHK · up to ₹40,000/month`)).toBeVisible();
      // Same tab, so no external-link icon.
      await expect(row.getByRole('link', { name: 'Open results' }).locator('svg')).toHaveCount(0);

      await row.getByRole('button', { name: 'Pause' }).click();
      await expect(row.getByRole('button', { name: 'Resume' })).toBeVisible();
      await expect(row.getByRole('combobox')).toHaveValue('off');
      await expectNoSeriousAccessibilityViolations(page, `My saved searches, paused (${theme})`);
      await row.getByRole('button', { name: 'Resume' }).click();
      await expect(row.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expect(row.getByRole('combobox')).toHaveValue('daily');

      await row.getByRole('link', { name: 'Edit criteria of Kochi rentals' }).click();
      await expect(page).toHaveURL(/\/properties\?/);
      await waitForApp(page);
      await expect(page.getByText('Changing the criteria of “Kochi rentals”')).toBeVisible();
      // A filter change keeps the saved search being edited.
      await page.getByRole('button', { name: '2 bedrooms', exact: true }).first().click();
      await expect(page).toHaveURL(/bedrooms=3%2C4%2C5/);
      await expectNoSeriousAccessibilityViolations(page, `/properties editing a saved search (${theme})`);
      await page.getByRole('button', { name: 'Update saved search' }).click();
      await expect(page.getByText('Updated the criteria of “Kochi rentals”')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

      await page.goto('/account');
      await expect(row.getByText(`Rent · ${town} · 3+ BHK · up to ₹40,000/month`)).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      problems.expectNone();
    } finally {
      await context.close();
    }
  });
}
