import { expect, type Page } from '@playwright/test';

/**
 * Collects what would make a page "broken" for a visitor: console errors, uncaught exceptions and
 * Content-Security-Policy violations. Call before the first navigation.
 */
/** What Chromium logs when a document or resource is answered 404. */
export const NOT_FOUND_LOGGED =
  'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';

export async function watchPageProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // A sandboxed frame (a mail in Sent mail) refuses every script, the watcher's own init scripts among
    // them, which the browser reports once per script and load: that refusal is the sandbox working.
    if (message.text().startsWith("Blocked script execution in 'about:srcdoc'")) return;
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (violation: string) =>
    problems.push(`CSP: ${violation}`),
  );
  // A string, not a function: it runs in the browser, and this file is type-checked without DOM types.
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline'));
    });`,
  });
  return {
    /** `expected` lists problems the test itself causes (each allowed once), such as a page answered 404. */
    expectNone: (expected: string[] = []) => {
      const unexpected = [...problems];
      for (const problem of expected) {
        const index = unexpected.indexOf(problem);
        if (index >= 0) unexpected.splice(index, 1);
      }
      expect(unexpected, unexpected.join('\n')).toEqual([]);
    },
  };
}

/** How many pixels the page is wider than the viewport (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

/**
 * The app has drawn its first page: the start-up overlay has left, and the page the server drew (decision 034), if
 * any, is now the app's, whose buttons answer.
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('html[data-app-started]')).toHaveCount(1);
  await expect(page.locator('#startup-overlay')).toHaveCount(0);
}
