/**
 * The place boxes suggest localities, cities and PIN codes of live listings as they are typed, and a pick
 * searches exactly what the suggestion counted; a PIN code typed without picking still finds its listing.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import {
  aTestTown,
  createTestListings,
  deleteTestListings,
  type TestListing,
} from './support/test-listings.js';

const count = (total: number) => `${total} ${total === 1 ? 'property' : 'properties'}`;

/** Eight random letters: a locality name (and so a misspelling of it) no other test run has. */
const aRandomWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A Karnataka PIN code (the test listings' state) no other test run is likely to use. */
const aPinCode = () => `59${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

/** One letter of the word changed: the last, so the rest still reads as the same name. */
const misspelt = (word: string) => `${word.slice(0, -1)}${word.endsWith('x') ? 'y' : 'x'}`;

/** Presses Down until the option is the active one (aria-activedescendant), then Enter. */
async function pickWithKeys(box: Locator, page: Page, option: Locator) {
  await expect(option).toBeVisible();
  const id = await option.getAttribute('id');
  for (let presses = 0; presses < 8; presses++) {
    await box.press('ArrowDown');
    if ((await box.getAttribute('aria-activedescendant')) === id) break;
  }
  await expect(box).toHaveAttribute('aria-activedescendant', id!);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Places' })).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

test('a visitor picks a misspelt locality from the search page’s suggestions with the keyboard', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  const town = aTestTown('Mohalla');
  const word = aRandomWord();
  const locality = `${word[0]!.toUpperCase()}${word.slice(1)} Extension`;
  const made: TestListing[] = [];
  try {
    made.push(
      ...(await createTestListings([
        { title: `2 BHK flat in ${locality}`, city: town, location: locality, bedrooms: 2 },
        { title: `3 BHK flat in ${locality}`, city: town, location: locality, bedrooms: 3 },
        // Elsewhere in the town: the town's search finds it, the locality's does not.
        { title: `Flat in the old town of ${town}`, city: town, location: 'Old Town' },
      ])),
    );

    await page.goto(`/properties?city=${encodeURIComponent(town)}`);
    await waitForApp(page);
    await expect(page.getByTestId('result-count')).toHaveText(count(3));

    const box = page.getByRole('combobox', { name: 'City, locality or PIN code' });
    await box.fill(misspelt(word));
    const option = page.getByRole('option', { name: new RegExp(`^${locality}, ${town}`) });
    await expect(option).toContainText('Locality · 2 properties');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousAccessibilityViolations(page, '/properties with the place suggestions open');
    // Escape closes the list and leaves the text; Down opens it again.
    await box.press('Escape');
    await expect(option).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue(misspelt(word));
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await pickWithKeys(box, page, option);

    await expect(page).toHaveURL(
      (url) => url.searchParams.get('city') === town && url.searchParams.get('locality') === locality,
    );
    await expect(box).toHaveValue(town);
    await expect(page.getByTestId('result-count')).toHaveText(count(2));
    const cards = page.getByTestId('listing-card');
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) await expect(card).toContainText(locality);

    // The whole town again, picked with the mouse: the locality goes with the place it replaces.
    await box.fill(town.slice(0, -2));
    await page.getByRole('option', { name: new RegExp(`^${town} City`) }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('city') === town && !url.searchParams.has('locality'),
    );
    await expect(page.getByTestId('result-count')).toHaveText(count(3));
    problems.expectNone();
  } finally {
    await deleteTestListings(made);
  }
});

test('a visitor types a PIN code in the home page’s box, picks it and lands on its listing', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  const town = aTestTown('Pinpura');
  const pincode = aPinCode();
  const made: TestListing[] = [];
  try {
    made.push(
      ...(await createTestListings([
        { title: `Flat at PIN ${pincode} in ${town}`, city: town, location: 'Station Road', pincode },
      ])),
    );

    await page.goto('/');
    await waitForApp(page);
    const searchBox = page.getByRole('search', { name: 'Find a property' });
    const box = searchBox.getByRole('combobox', { name: 'City or locality' });
    await box.fill(pincode);
    const option = page.getByRole('option', { name: new RegExp(`^${pincode} · Station Road, ${town}`) });
    await expect(option).toContainText('PIN code · 1 property');
    await pickWithKeys(box, page, option);
    await expect(box).toHaveValue(`${pincode} · Station Road, ${town}`);
    await searchBox.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(
      (url) => url.pathname === '/properties' && url.searchParams.get('pincode') === pincode,
    );
    await expect(page.getByTestId('result-count')).toHaveText(count(1));
    await expect(page.getByTestId('listing-card')).toContainText(`Flat at PIN ${pincode} in ${town}`);
    problems.expectNone();
  } finally {
    await deleteTestListings(made);
  }
});

test('a PIN code typed into the search page’s boxes without picking finds its listing', async ({ page }) => {
  const problems = await watchPageProblems(page);
  const town = aTestTown('Dakghar');
  const pincode = aPinCode();
  const made: TestListing[] = [];
  try {
    made.push(
      ...(await createTestListings([
        { title: `Flat by the post office of ${town}`, city: town, location: 'Post Office Road', pincode },
      ])),
    );

    await page.goto('/properties');
    await waitForApp(page);
    const search = page.getByRole('search', { name: 'Property search' });
    const box = search.getByRole('combobox', { name: 'City, locality or PIN code' });
    await box.fill(pincode);
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('city') === pincode);
    await expect(page.getByTestId('result-count')).toHaveText(count(1));
    await expect(page.getByTestId('listing-card')).toContainText(`Flat by the post office of ${town}`);

    // The same PIN code as search words, the city box emptied.
    await box.fill('');
    await search.getByLabel('Search by locality, project or keyword').fill(pincode);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('q') === pincode && !url.searchParams.has('city'),
    );
    await expect(page.getByTestId('result-count')).toHaveText(count(1));
    await expect(page.getByTestId('listing-card')).toContainText(`Flat by the post office of ${town}`);
    problems.expectNone();
  } finally {
    await deleteTestListings(made);
  }
});
