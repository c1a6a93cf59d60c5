import { expect, type Page } from '@playwright/test';

/**
 * Collects what would make a page "broken" for a visitor: console errors, uncaught exceptions and
 * Content-Security-Policy violations. Call before the first navigation.
 */
export async function watchPageProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
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
    expectNone: () => expect(problems, problems.join('\n')).toEqual([]),
  };
}

/** How many pixels the page is wider than the viewport (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

/** The start-up overlay leaves once the first route has rendered. */
export async function waitForApp(page: Page) {
  await expect(page.locator('#startup-overlay')).toHaveCount(0);
}
