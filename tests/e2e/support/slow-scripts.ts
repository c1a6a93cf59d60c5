import type { Page } from '@playwright/test';

/**
 * Holds back the app's JavaScript bundles so what the page shows before any app code runs
 * (the static start-up overlay, the theme applied by theme-init.js) can be observed.
 */
export async function delayAppScripts(page: Page, delayMs = 800) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}
