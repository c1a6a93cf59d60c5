import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.0 and 2.1, levels A and AA: the bar the public site is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Moderate and minor findings are advice; serious and critical ones block a visitor, so they fail. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One violation as a reader fixing it needs it: the rule, where it fails and why, and axe's help page. */
function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
    return `    at ${node.target.join(' ')}\n       ${node.html.slice(0, 200)}\n       ${summary}`;
  });
  return [
    `[${violation.impact}] ${violation.id}: ${violation.help}`,
    `  help: ${violation.helpUrl}`,
    ...nodes,
  ].join('\n');
}

/**
 * Runs axe-core over the page as it is now and fails on any serious or critical WCAG 2.1 A/AA violation,
 * printing each one. `where` names the page and state in the failure message.
 */
export async function expectNoSeriousAccessibilityViolations(page: Page, where: string) {
  let blocking: Result[] = [];
  // An animation that starts while axe reads the page (a toast's time running out, say) is judged mid-way too:
  // such a reading is taken again once the page is still. A real violation is there every time.
  for (let reading = 1; reading <= 3; reading++) {
    await untilStill(page);
    await countAnimationsFromNow(page);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
    if (blocking.length === 0 || (await animationsSinceCounting(page)) === 0) break;
  }
  expect(
    blocking.map((violation) => violation.id),
    `${where}: accessibility violations\n\n${blocking.map(describeViolation).join('\n\n')}`,
  ).toEqual([]);
}

/** This file is type-checked without DOM types; these functions run in the page. */
type PageGlobals = {
  document: {
    getAnimations(): Array<{
      playState: string;
      effect: { getComputedTiming(): { endTime?: number } } | null;
    }>;
    addEventListener(type: string, listener: () => void, capture: boolean): void;
  };
  househuntAnimationsStarted?: number;
};

/**
 * A toast fading in is briefly see-through, and a link's colour moves for a moment after the theme changes: axe
 * would judge contrast mid-way, so every finite animation and transition ends first (a spinner's endless one is
 * left turning). Functions, not strings: the site's CSP forbids eval, which a string predicate needs.
 */
async function untilStill(page: Page) {
  await page.waitForFunction(
    () =>
      (globalThis as unknown as PageGlobals).document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 5_000 },
  );
}

/** Starts counting the animations and transitions that start from now on. */
async function countAnimationsFromNow(page: Page) {
  await page.evaluate(() => {
    const page = globalThis as unknown as PageGlobals;
    if (page.househuntAnimationsStarted === undefined) {
      const started = () => (page.househuntAnimationsStarted = (page.househuntAnimationsStarted ?? 0) + 1);
      page.document.addEventListener('animationstart', started, true);
      page.document.addEventListener('transitionstart', started, true);
    }
    page.househuntAnimationsStarted = 0;
  });
}

const animationsSinceCounting = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as PageGlobals).househuntAnimationsStarted ?? 0);

/**
 * axe's landmark rules (best practice, not WCAG, so not in the check above): every landmark of a kind has its own
 * name, so a screen reader's list of landmarks tells them apart. Fails on any finding, whatever its impact.
 */
const LANDMARK_RULES = [
  'landmark-unique',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-complementary-is-top-level',
];

export async function expectDistinctLandmarks(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withRules(LANDMARK_RULES).analyze();
  expect(
    violations.map((violation) => violation.id),
    `${where}: landmark problems\n\n${violations.map(describeViolation).join('\n\n')}`,
  ).toEqual([]);
}
