import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../../playwright.config.js';
import { aTestTown, createTestListingsWithPhotos } from './support/test-listings.js';

// Lighthouse's SEO category is a set of checks on the served page (title, description, crawlable, hreflang,
// canonical, link texts, status), not a timing: a test may hold it, unlike the performance score (npm run bench).
test('the Hindi home and property pages score 100 in Lighthouse SEO', async () => {
  test.setTimeout(120_000);
  const town = aTestTown('Bhopal');
  const [listing] = await createTestListingsWithPhotos([
    {
      overrides: { city: town, title: `Hindi SEO flat in ${town}`, price: 6_500_000 },
      photos: 1,
      size: 'full',
    },
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    for (const path of ['/hi/', `/hi/property/${listing!.id}`]) {
      const result = await lighthouse(`${process.env.E2E_BASE_URL}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['seo'],
      });
      const failed = Object.values(result?.lhr.audits ?? {})
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => audit.id);
      expect(failed, `${path} fails Lighthouse SEO checks`).toEqual([]);
      expect(result?.lhr.categories.seo?.score, path).toBe(1);
    }
  } finally {
    chrome.kill();
  }
});
