import { expect, test } from '@playwright/test';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aTestTown, createTestListings, deleteTestListings } from './support/test-listings.js';

test('a visitor types a budget in lakh and picks a floor and a facing', async ({ page }) => {
  const problems = await watchPageProblems(page);
  const town = aTestTown('Budgetpur');
  const listings = await createTestListings([
    {
      title: `Top-floor flat in ${town}`,
      city: town,
      price: 4_800_000,
      floorNumber: 5,
      totalFloors: 5,
      facing: 'east',
    },
    { title: `Ground-floor flat in ${town}`, city: town, price: 4_200_000, floorNumber: 0, totalFloors: 5 },
    {
      title: `Dearer flat in ${town}`,
      city: town,
      price: 9_000_000,
      floorNumber: 5,
      totalFloors: 5,
      facing: 'east',
    },
  ]);
  try {
    await page.goto(`/properties?${new URLSearchParams({ city: town, status: 'sale' }).toString()}`);
    await waitForApp(page);
    await expect(page.getByTestId('result-count')).toHaveText('3 properties');
    const filters = page.getByRole('complementary', { name: 'Filters' });

    // "50 lakh" is ₹50,00,000, not ₹50: the address keeps rupees and the box says it back in lakh.
    const maxPrice = filters.getByLabel('Maximum price (₹)');
    await maxPrice.fill('50 lakh');
    await maxPrice.press('Enter');
    await expect(page).toHaveURL(/[?&]maxPrice=5000000(&|$)/);
    await expect(page.getByTestId('result-count')).toHaveText('2 properties');
    await expect(filters.getByText('₹50 L', { exact: true })).toBeVisible();

    // Facing, floor and the rest wait under "More filters", loaded when opened.
    await filters.getByRole('button', { name: 'More filters' }).click();
    await filters.getByLabel('Top floor').click();
    await expect(page).toHaveURL(/[?&]floor=top(&|$)/);
    await expect(filters.getByLabel('Top floor')).toBeChecked();
    await filters.getByLabel('East', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]facing=east(&|$)/);
    await expect(filters.getByRole('button', { name: 'More filters (2)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByTestId('result-count')).toHaveText('1 property');
    await expect(page.getByTestId('listing-card')).toContainText(`Top-floor flat in ${town}`);
    await expect(page.getByRole('button', { name: /Remove filter: Top floor/ })).toBeVisible();

    // The search survives a reload, read from the address, with "More filters" open on what it holds.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('result-count')).toHaveText('1 property');
    await expect(filters.getByLabel('Top floor')).toBeChecked();
    problems.expectNone();
  } finally {
    await deleteTestListings(listings);
  }
});
