/**
 * The JavaScript a first visit (empty cache) to /, /properties and a listing page loads: files, raw bytes
 * and gzip bytes, measured in the system Chromium against the built server with the demo catalogue.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Response } from '@playwright/test';
import playwrightConfig, { CHROMIUM_PATH } from '../../playwright.config.js';
import { gzipBytes } from '../../tests/e2e/support/first-visit-javascript.js';
import { demoPages, pageLabel } from './demo-pages.js';
import { benchLighthouse } from './lighthouse.js';
import { startBuiltServer } from '../../tests/e2e/support/global-setup.js';

type PageScripts = {
  files: number;
  bytes: number;
  gzipBytes: number;
  sentBytes: number;
  encodings: string[];
};

/**
 * What one script cost: its size unpacked, gzip -9 of it (comparable across builds and with the budget test),
 * and the body bytes the server really sent in the encoding it chose.
 */
async function scriptCost(response: Response) {
  const body = await response.body();
  const { responseBodySize } = await response.request().sizes();
  return {
    bytes: body.length,
    gzipBytes: gzipBytes(body),
    sentBytes: responseBodySize,
    encoding: response.headers()['content-encoding'] ?? 'identity',
  };
}

async function measure(browser: Browser, url: string): Promise<PageScripts> {
  // A new context each time: an empty cache, as on a visitor's first visit.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const costs: Array<ReturnType<typeof scriptCost>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') costs.push(scriptCost(response));
    });
    await page.goto(url);
    await page.locator('#startup-overlay').waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(costs);
    return {
      files: scripts.length,
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      sentBytes: scripts.reduce((sum, script) => sum + script.sentBytes, 0),
      encodings: [...new Set(scripts.map((script) => script.encoding))],
    };
  } finally {
    await context.close();
  }
}

const bytes = (n: number) => `${n.toLocaleString('en-US')} B`.padStart(10);

export async function benchFirstVisitJavaScript(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`\nFirst-visit JavaScript: skipped (no Chromium at ${CHROMIUM_PATH}; set CHROMIUM_PATH)`);
    return;
  }
  if (!existsSync('dist/web/index.html') || !existsSync('dist/server/main.js')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  // The browser tests' server: built app, fresh embedded database with the demo catalogue, production mode.
  // It publishes its address in E2E_BASE_URL.
  const stopServer = await startBuiltServer({ demoCatalogue: true });
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    const baseUrl = process.env.E2E_BASE_URL!;
    const results = [];
    for (const { path } of await demoPages(baseUrl))
      results.push({ path, ...(await measure(browser, baseUrl + path)) });
    const encodings = [...new Set(results.flatMap((result) => result.encodings))].join(', ');
    console.log(
      `\nFirst-visit JavaScript (built app, empty cache, Chromium; "sent" is what the server sent, as ${encodings})`,
    );
    for (const result of results) {
      const label = pageLabel(result.path);
      console.log(
        `  ${label.padEnd(32)} ${String(result.files).padStart(3)} files  ${bytes(result.bytes)} raw  ${bytes(result.gzipBytes)} gzip -9  ${bytes(result.sentBytes)} sent`,
      );
    }
    // The same server and pages, scored as Lighthouse's mobile preset does.
    await benchLighthouse(baseUrl);
  } finally {
    await browser.close();
    await stopServer();
  }
}
