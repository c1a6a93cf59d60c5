import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { properties } from './db/schema.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'househunt-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on the embedded database, serves requests, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    // Ready: migrated, and past the moment PGlite's migrations stalled the event loop (load shedding).
    let ready: Response | undefined;
    for (let i = 0; i < 240 && ready?.status !== 200; i++) {
      ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined);
      if (ready?.status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready?.status, output).toBe(200);
    expect(ready?.headers.get('x-request-id')).toBeTruthy();
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    child.kill('SIGTERM');
    expect(await exit, output).toBe(0);
    expect(output).toContain('shutting down');

    // SEED_DEMO=false left the catalogue empty, and the database was closed cleanly enough to reopen.
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    const [row] = await database.db.select({ n: count() }).from(properties);
    expect(row?.n).toBe(0);
    await database.close();
  });
});

describe('starting without a database', () => {
  it('stops with one line naming the database and the cause, never its password', async () => {
    const port = await freePort();
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: `postgres://househunt:s3cret-password@127.0.0.1:${port}/househunt`,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `Cannot open the PostgreSQL database postgres://househunt@127.0.0.1:${port}/househunt: connection refused (ECONNREFUSED)`,
    ]);
    expect(result.stdout).toBe('');
  });
});
