import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/support/free-port.js';

async function waitForHealth(url: string, deadline: number): Promise<void> {
  let lastAnswer = 'no answer';
  while (Date.now() < deadline) {
    try {
      // Ready, not just up: the start (demo seed, migrations) is done and the server is not shedding load.
      const response = await fetch(`${url}/api/health/ready`);
      if (response.ok) return;
      lastAnswer = `${response.status} ${await response.text()}`;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The HouseHunt server did not become healthy at ${url} (last answer: ${lastAnswer})`);
}

/** Starts the built server on a fresh embedded database with no demo data; workers read E2E_BASE_URL. */
export default function globalSetup(): Promise<() => Promise<void>> {
  return startBuiltServer();
}

/**
 * The built server on a fresh embedded database, at E2E_BASE_URL; with the demo catalogue for the front-end
 * benches, which measure the pages a visitor lands on.
 */
export async function startBuiltServer({ demoCatalogue = false } = {}): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'househunt-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // As the container starts it (the seed step, then the server), but with no demo catalogue: every spec makes the
  // listings it reads, so one that leaned on the demo data fails here instead of passing by luck.
  const server = spawn(process.execPath, ['--import', './dist/seed/main.js', 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: demoCatalogue ? 'true' : 'false',
      // Sign-in goes through the embedded development identity provider (its account chooser), which a
      // production build only runs when asked; its issuer and our callback live at the public address. Signing
      // in as Demo Admin through it needs the unsafe opt-in of a throwaway demo, which this server is.
      PUBLIC_URL: baseUrl,
      DEV_IDP_ENABLED: 'true',
      UNSAFE_DEV_IDP_ADMIN: 'true',
      ADMIN_EMAILS: 'admin@example.com',
      FORM_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      // Tests fill forms faster than people, and every browser test sends from this one address.
      FORM_MIN_FILL_SECONDS: '1',
      FORM_RATE_LIMIT_MAX: '200',
      // A busy CI machine lags the event loop while the tests upload and encode photos; shedding load would then
      // fail requests the tests rely on. Load shedding has its own API test.
      SHED_LOAD_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    await waitForHealth(baseUrl, Date.now() + 300_000);
  } catch (error) {
    // A server that never became ready must not outlive the run that started it.
    server.kill('SIGKILL');
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
