import { expect, test } from '@playwright/test';
import { anImportRow, importCsv } from '#server/testing/listing-import-csv';
import { ADMIN_SESSION } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aTestTown, deleteTestListings } from './support/test-listings.js';

test.use({ storageState: ADMIN_SESSION });

test('an admin checks a 50-row CSV in a dry run, then imports it as 50 drafts', async ({ page }) => {
  const problems = await watchPageProblems(page);
  const town = aTestTown('Import');
  const rows = Array.from({ length: 50 }, (_, n) =>
    anImportRow(n, { Title: `Imported flat ${n + 1} in ${town}` }),
  );
  const csv = importCsv(rows);

  await page.goto('/admin/properties');
  await waitForApp(page);
  await page.getByRole('link', { name: 'Import from CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import listings', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
    'href',
    '/api/admin/imports/template.csv',
  );

  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(
    page.getByText('50 rows; 50 to create, 0 to update, 0 with errors. Nothing has been written yet.'),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: `Imported flat 50 in ${town}` })).toBeVisible();

  await page.getByRole('button', { name: 'Import 50 listings' }).click();
  await expect(page.getByText('Imported 50 listings.')).toBeVisible({ timeout: 30_000 });
  const links = page.locator('a[href^="/admin/edit-property/"]');
  await expect(links).toHaveCount(50);
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => (anchor as { pathname: string }).pathname),
  );
  const ids = hrefs.map((href) => href.replace('/admin/edit-property/', ''));
  await deleteTestListings(ids.map((id) => ({ id, title: '' })));
  problems.expectNone();
});
