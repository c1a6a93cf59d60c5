import { defineConfig } from '@playwright/test';

// Browser tests drive the system Chromium; we never download a browser build.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  // Builds nothing: the test command builds first; this starts the built server on a free port.
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // The service worker (decision 029) would answer other specs' requests from its caches; only
    // offline-visit-day.spec.ts allows it.
    serviceWorkers: 'block',
    // Recording a trace screencasts every page: on a 2-core machine it took 56 browser tests from 205 to 292 s of
    // CPU. On CI a failed test is retried, and the retry is recorded; elsewhere there is no retry to record.
    trace: process.env.CI === 'true' ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signs in once per run (Demo Admin, Demo Visitor) and saves the sessions for tests that need them.
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { browserName: 'chromium' } },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
  ],
});
