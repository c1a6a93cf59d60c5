import { expect, test } from '@playwright/test';
import { addDays, indiaToday } from '#domain/india-calendar';
import { ADMIN_SESSION } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aTestTown, createTestListingsWithPhotos, deleteTestListings } from './support/test-listings.js';
import { aSurname } from './support/visitor-records.js';

test.use({ storageState: ADMIN_SESSION });

// Issue 25: a house hunter switches to Hindi, searches in Devanagari, books a visit and gets the mail in Hindi.
test('in Hindi, a visitor finds a Bengaluru flat by "बेंगलुरु", books a visit and is mailed in Hindi', async ({
  page,
  browser,
}) => {
  const locality = aTestTown('Hebbal');
  const listings = await createTestListingsWithPhotos([
    {
      overrides: {
        city: 'Bengaluru',
        state: 'Karnataka',
        location: locality,
        title: `Lake-view flat in ${locality}`,
      },
      photos: 1,
      size: 'card',
    },
  ]);
  const [listing] = listings;
  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  const problems = await watchPageProblems(visitor);
  try {
    await visitor.goto('/');
    await waitForApp(visitor);
    await visitor.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    await visitor.waitForURL((url) => url.pathname === '/hi/');
    await waitForApp(visitor);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'hi');

    const search = visitor.getByRole('search', { name: 'प्रॉपर्टी खोजें' });
    await search.getByLabel('शहर या इलाक़ा').fill('बेंगलुरु');
    await search.getByRole('button', { name: 'खोजें' }).click();
    await visitor.waitForURL((url) => url.pathname === '/hi/properties');
    await waitForApp(visitor);
    const card = visitor.getByTestId('listing-card').filter({ hasText: listing!.title });
    await expect(card).toContainText('बेंगलुरु');
    await card.getByRole('link', { name: listing!.title }).click();
    await visitor.waitForURL((url) => url.pathname === `/hi/property/${listing!.id}`);
    await waitForApp(visitor);

    const surname = aSurname();
    const email = `asha.${surname.toLowerCase()}@example.in`;
    const form = visitor.getByRole('form', { name: 'साइट विज़िट बुक करें' });
    await form.getByLabel('आपका नाम').fill(`Asha ${surname}`);
    await form.getByLabel('मोबाइल नंबर').fill('98450 67890');
    await form.getByLabel('ईमेल').fill(email);
    await form.getByLabel('पसंदीदा तारीख़').fill(addDays(indiaToday(new Date()), 9));
    await form.getByLabel('पसंदीदा समय').selectOption('11:00-13:00');
    await form.getByRole('button', { name: 'विज़िट का अनुरोध करें' }).click();
    await expect(visitor.getByRole('heading', { name: 'विज़िट का अनुरोध भेज दिया गया' })).toBeVisible();
    problems.expectNone();

    // The visitor's mail, written in Hindi, is in the team's Sent mail.
    await page.goto('/admin/sent-mail');
    await waitForApp(page);
    const mail = page
      .getByRole('list', { name: 'Mail' })
      .getByRole('button')
      .filter({ hasText: `To ${email}` })
      .filter({ hasText: 'साइट विज़िट का अनुरोध मिला' });
    await expect(mail).toBeVisible({ timeout: 20_000 });
  } finally {
    await visitor.close();
    await deleteTestListings(listings);
  }
});
