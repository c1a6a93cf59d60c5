#!/usr/bin/env node
// The one test command: lint, typecheck, unit + API tests, build, browser tests; then one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isCi = process.env.CI === 'true';
const failures = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(name);
  // CI has a time budget: each step says what it took, so a slow one shows in the log's tail.
  timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** A vitest run's results added to the summary; a run that failed outside any test counts as a failure. */
function countVitest(ok, reportPath) {
  const report = readJson(reportPath);
  if (report) {
    counts.passed += report.numPassedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
  }
  counts.failed += report?.numFailedTests || (ok ? 0 : 1);
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

step('lint', 'npx', ['eslint', '.']);
step('format', 'npx', ['prettier', '--check', '.']);
step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
step('typecheck (web)', 'npx', ['tsc', '-p', 'tsconfig.web.json']);

const unitOk = step('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/unit-report.json',
]);
countVitest(unitOk, 'test-results/unit-report.json');

const built = step('build', 'npm', ['run', 'build']);

// Several server processes on one PostgreSQL, Redis and bucket: wherever there is a PostgreSQL to test on.
if (process.env.TEST_DATABASE_URL) {
  if (!built) {
    failures.push('cluster test (no build)');
  } else {
    if (!process.env.TEST_REDIS_URL)
      console.error('\n!! TEST_REDIS_URL is not set: the cluster test needs Redis.');
    const clusterOk = step('cluster test', 'npx', [
      'vitest',
      'run',
      '--config',
      'vitest.cluster.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/cluster-report.json',
    ]);
    countVitest(clusterOk, 'test-results/cluster-report.json');
  }
}

if (!existsSync(CHROMIUM)) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! Chromium was not found at ${CHROMIUM}: the BROWSER TESTS DID NOT RUN.`);
  console.error(`!! Install it (Debian: apt-get install -y chromium) to run them.\n${banner}\n`);
  if (isCi) failures.push('browser tests (no Chromium)');
} else if (built) {
  const e2eOk = step('browser tests', 'npx', ['playwright', 'test']);
  const e2e = readJson('test-results/e2e-report.json');
  if (e2e?.stats) {
    counts.passed += e2e.stats.expected + e2e.stats.flaky;
    counts.skipped += e2e.stats.skipped;
  }
  counts.failed += e2e?.stats?.unexpected || (e2eOk ? 0 : 1);
}

console.log(`\nsteps: ${timings.join(', ')}`);
if (failures.length) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length || counts.failed ? 1 : 0);
