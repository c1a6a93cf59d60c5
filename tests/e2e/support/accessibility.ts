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
  // A toast fading in is briefly see-through, and a link's colour moves for a moment after the theme changes:
  // axe would judge contrast mid-way, so every finite animation and transition ends first (a spinner's endless
  // one is left turning). A function, not a string: the site's CSP forbids eval, which a string predicate needs.
  await page.waitForFunction(
    () => {
      type Animation = { playState: string; effect: { getComputedTiming(): { endTime?: number } } | null };
      // This file is type-checked without DOM types; the function runs in the page.
      const { document } = globalThis as unknown as { document: { getAnimations(): Animation[] } };
      return document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
    },
    undefined,
    { timeout: 5_000 },
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect(
    blocking.map((violation) => violation.id),
    `${where}: accessibility violations\n\n${blocking.map(describeViolation).join('\n\n')}`,
  ).toEqual([]);
}

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
