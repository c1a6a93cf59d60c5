import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { ADMIN_SESSION, toastWith } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aVisitorName } from './support/visitor-records.js';

/** A plot owner, in a browser of their own, asks for a villa on /villas-on-demand. */
async function askForAVilla(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/villas-on-demand');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Tell us about your plot' });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Mobile number').fill('90000 22222');
    await form.getByLabel('Email').fill('plot.owner@example.in');
    await form.getByLabel('City or town of the plot').fill('Mangaluru');
    await form.getByLabel('Plot size').fill('2,400');
    await form.getByLabel('Unit').selectOption({ label: 'sq. ft' });
    await form.getByLabel('Construction budget').selectOption({ label: '₹1 crore to ₹2 crore' });
    await form.getByLabel('When would you like to start?').selectOption({ label: 'In 3 to 6 months' });
    await form.getByLabel('Anything else?').fill('Corner plot; we would like a courtyard.');
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/enquiries') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Request a call back' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Enquiry received' })).toBeVisible();
  } finally {
    await context.close();
  }
}

async function openEnquiries(page: Page, path = '/admin/enquiries') {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
}

test.describe('enquiries management', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('the admin finds a villa enquiry under Enquiries, marks it contacted, notes it, filters and exports', async ({
    page,
    browser,
  }) => {
    test.slow();
    const name = aVisitorName('Ananya');
    await askForAVilla(browser, name);
    const problems = await watchPageProblems(page);

    await page.goto('/admin');
    await waitForApp(page);
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar.getByTestId('enquiries-badge')).toHaveText(/^\d[\d,]*$/);
    await sidebar.getByRole('link', { name: 'Enquiries' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Enquiries' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(name);
    await expect(page).toHaveURL(/[?&]q=/);
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Villa on demand')).toBeVisible();
    await expect(row.getByText('Mangaluru')).toBeVisible();
    await expect(row.getByText('New', { exact: true })).toBeVisible();

    await row.getByRole('button', { name }).click();
    const panel = page.getByRole('dialog', { name });
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/[?&]enquiry=[0-9a-f-]{36}/);
    await expect(panel.getByText('2,400 sq. ft')).toBeVisible();
    await expect(panel.getByText('₹1 crore to ₹2 crore')).toBeVisible();
    await expect(panel.getByText('In 3 to 6 months')).toBeVisible();
    await expect(panel.getByText('Corner plot; we would like a courtyard.')).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page, '/admin/enquiries with an enquiry open');

    await panel.getByRole('button', { name: 'Mark contacted' }).click();
    await expect(toastWith(page, 'Enquiry marked contacted')).toBeVisible();
    await expect(panel.getByText('This enquiry is contacted.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Close enquiry', exact: true })).toBeVisible();

    await panel.getByRole('textbox', { name: /Team notes/ }).fill('Called; sending floor plans by Friday.');
    await panel.getByRole('button', { name: 'Save notes' }).click();
    await expect(toastWith(page, 'Notes saved')).toBeVisible();

    // The link a notification carries opens the same enquiry after a reload.
    const link = new URL(page.url());
    await openEnquiries(page, `/admin/enquiries?enquiry=${link.searchParams.get('enquiry')}`);
    const reopened = page.getByRole('dialog', { name });
    await expect(reopened.getByRole('textbox', { name: /Team notes/ })).toHaveValue(
      'Called; sending floor plans by Friday.',
    );
    await page.keyboard.press('Escape');
    await expect(reopened).toBeHidden();
    await expect(page).not.toHaveURL(/enquiry=/);

    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(name);
    await expect(row.getByText('Contacted', { exact: true })).toBeVisible();
    const kinds = page.getByRole('group', { name: 'Filter by kind' });
    await kinds.getByRole('button', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/[?&]kind=contact/);
    await expect(row).toHaveCount(0);
    await kinds.getByRole('button', { name: 'Contact', exact: true }).click();
    await kinds.getByRole('button', { name: 'Villa on demand' }).click();
    await expect(page).toHaveURL(/[?&]kind=construction/);
    await expect(row).toHaveCount(1);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^househunt-enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toContain(
      'Kind,Status,Name,Mobile (+91),Email,City,Listing,Plot size,Plot unit,Budget,Timeline',
    );
    expect(lines.filter((line) => line.includes(name))).toEqual([
      expect.stringContaining(
        `Villa on demand,Contacted,${name},90000 22222,plot.owner@example.in,Mangaluru,,2400,sq. ft,₹1 crore to ₹2 crore,In 3 to 6 months`,
      ),
    ]);
    problems.expectNone();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the enquiries screen has no serious accessibility violations (${theme})`, async ({ page }) => {
      if (theme === 'dark')
        await page.addInitScript({ content: `localStorage.setItem('darkMode', 'true');` });
      await openEnquiries(page);
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.getByRole('group', { name: 'Filter by status' })).toBeVisible();
      await expect(page.getByText(/Showing \d|No enquiries/).first()).toBeVisible();
      await expectNoSeriousAccessibilityViolations(page, `/admin/enquiries (${theme})`);
    });
  }

  test('fits a 360 px phone: the table scrolls inside its own box', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openEnquiries(page);
    await expect(page.getByRole('group', { name: 'Filter by status' })).toBeVisible();
    const pageWidth = await page.evaluate(() => {
      const { document } = globalThis as unknown as {
        document: { documentElement: { scrollWidth: number } };
      };
      return document.documentElement.scrollWidth;
    });
    expect(pageWidth).toBeLessThanOrEqual(360);
  });
});
