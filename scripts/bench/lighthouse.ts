/**
 * Lighthouse (12, mobile preset: a mid-range phone on a slow 4G link, throttling simulated so the score does
 * not depend on this machine's speed) on every public page kind of a running HouseHunt, in English and Hindi: the
 * median of three runs of each page's performance score, LCP, TBT and CLS, and its accessibility, best-practices
 * and SEO scores. Builds and starts nothing itself.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../../playwright.config.js';
import { demoPages, pageLabel } from './demo-pages.js';
import { recordFigure } from './goals.js';

const RUNS = 3;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The categories besides performance, each of which should score 100 on every page. */
const OTHER_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
type OtherCategory = (typeof OTHER_CATEGORIES)[number];

type Run = { score: number; lcpMs: number; tbtMs: number; cls: number } & Record<OtherCategory, number>;
export type LighthousePage = { path: string; indexed: boolean } & Run;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** A category's score as Lighthouse weighs it (audits that do not apply have no score), less some audits. */
function scoreWithout(lhr: Result, category: string, excluded: readonly string[]): number {
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !excluded.includes(ref.id) && lhr.audits[ref.id]?.score != null,
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const scored = refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id]!.score!, 0);
  return Math.round((scored / weight) * 100);
}

async function audit(url: string, port: number, indexed: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', ...OTHER_CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scoreOf = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    score: scoreOf('performance'),
    accessibility: scoreOf('accessibility'),
    'best-practices': scoreOf('best-practices'),
    seo: indexed ? scoreOf('seo') : scoreWithout(lhr, 'seo', ['is-crawlable']),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: such a run is tried again. */
async function auditWithRetry(url: string, port: number, indexed: boolean): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, indexed);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Runs Lighthouse's mobile preset RUNS times on each public page kind of the HouseHunt at `baseUrl`, prints
 * the medians and returns them. Each median is taken metric by metric.
 */
export async function benchLighthouse(baseUrl: string): Promise<LighthousePage[]> {
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`\nLighthouse: skipped (no Chromium at ${CHROMIUM_PATH}; set CHROMIUM_PATH)`);
    return [];
  }
  const base = baseUrl.replace(/\/$/, '');
  const demo = await demoPages(base);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // The browser tests' flags; Chromium 156 records no trace for Lighthouse under the old --headless.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const pages: LighthousePage[] = [];
  try {
    for (const { path, indexed } of demo) {
      const runs: Run[] = [];
      // Lighthouse clears the cache itself before each run: every run is a first visit.
      for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(base + path, chrome.port, indexed));
      pages.push({
        path,
        indexed,
        score: median(runs.map((run) => run.score)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        cls: median(runs.map((run) => run.cls)),
        accessibility: median(runs.map((run) => run.accessibility)),
        'best-practices': median(runs.map((run) => run['best-practices'])),
        seo: median(runs.map((run) => run.seo)),
      });
    }
  } finally {
    chrome.kill();
  }
  console.log(`\nLighthouse 12, mobile preset (simulated throttling), median of ${RUNS} runs`);
  for (const page of pages) {
    const label = pageLabel(page.path);
    recordFigure({
      bench: 'Lighthouse mobile',
      name: `${label} performance`,
      value: page.score,
      unit: '',
      goal: 95,
      better: 'higher',
    });
    for (const category of OTHER_CATEGORIES) {
      recordFigure({
        bench: 'Lighthouse mobile',
        name: `${label} ${category}`,
        value: page[category],
        unit: '',
        goal: 100,
        better: 'higher',
      });
    }
    console.log(
      `  ${label.padEnd(32)} score ${String(page.score).padStart(3)}  LCP ${(page.lcpMs / 1000).toFixed(1)} s  ` +
        `TBT ${Math.round(page.tbtMs).toLocaleString('en-US').padStart(5)} ms  CLS ${page.cls.toFixed(3)}  ` +
        OTHER_CATEGORIES.map((category) => `${category} ${page[category]}`).join('  ') +
        (page.indexed ? '' : '  (noindex by design: SEO without is-crawlable)'),
    );
  }
  return pages;
}

// `npx tsx scripts/bench/lighthouse.ts http://127.0.0.1:3000` measures a server that is already running.
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('Usage: tsx scripts/bench/lighthouse.ts BASE_URL');
  await benchLighthouse(url);
}
