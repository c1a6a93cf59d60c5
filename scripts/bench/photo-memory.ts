/**
 * The server's resident memory (RSS, what a container's limit counts) over 400 uploads of a phone-sized photo
 * through POST /api/admin/property-images, four at a time as an admin adding a batch does, then after a quiet
 * minute. The built server runs as its own process, as in production, and reports its RSS at /metrics; the
 * database is the embedded one, or PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '#server/auth/sessions';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { recordSignIn } from '#server/auth/user-record';
import { photoForm } from '#server/testing/photo-factory';
import { aFiveMegabytePhoto } from './photo-upload.js';
import { freePort } from '../support/free-port.js';
import { allocatorEnvironment, runsOnGlibc } from '../support/memory-allocator.mjs';
import { recordFigure } from './goals.js';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 400);
const AT_ONCE = 4;
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 60_000);
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';
const ADMIN = 'admin@example.com';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A fresh database with an admin session, opened here and closed before the server opens it. */
async function prepareDatabase(dataDir: string) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let databaseUrl = '';
  if (serverUrl) {
    const url = new URL(serverUrl);
    url.pathname = `/househunt_bench_memory_${process.pid}`;
    const admin = await openDatabase({ kind: 'postgres', url: serverUrl, maxConnections: 1 });
    await admin.db.execute(sql.raw(`drop database if exists "${url.pathname.slice(1)}"`));
    await admin.db.execute(sql.raw(`create database "${url.pathname.slice(1)}"`));
    await admin.close();
    databaseUrl = url.toString();
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 2 });
  } else {
    handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
  }
  await migrateDatabase(handle);
  const { user } = await recordSignIn(handle.db, { email: ADMIN }, [ADMIN]);
  const session = await createSession(handle.db, user.id, 24);
  await handle.close();
  const dropDatabase = async () => {
    if (!serverUrl) return;
    const admin = await openDatabase({ kind: 'postgres', url: serverUrl, maxConnections: 1 });
    await admin.db.execute(
      sql.raw(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`),
    );
    await admin.close();
  };
  return { databaseUrl, session, dropDatabase, kind: serverUrl ? 'PostgreSQL' : 'PGlite' };
}

export async function benchPhotoMemory(): Promise<void> {
  if (!existsSync('dist/server/main.js')) {
    const build = spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:server failed');
  }
  const photo = await aFiveMegabytePhoto();
  const dataDir = mkdtempSync(join(tmpdir(), 'househunt-bench-memory-'));
  const { databaseUrl, session, dropDatabase, kind } = await prepareDatabase(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The allocator npm start gives the server (scripts/support/memory-allocator.mjs), so this measures what runs.
  const allocator = allocatorEnvironment({
    env: process.env,
    platform: process.platform,
    arch: process.arch,
    glibc: runsOnGlibc(),
  });
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      ...allocator,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      DEV_IDP_ENABLED: 'true',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
      // Memory is measured here, not latency: on a busy machine the server would otherwise shed uploads.
      SHED_LOAD_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const rss = async () => {
    const response = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const line = (await response.text()).match(/^process_resident_memory_bytes (\d+)/m);
    return Number(line?.[1]);
  };
  try {
    for (let i = 0; i < 240; i++) {
      const ready = await fetch(`${base}/api/health/ready`).catch(() => undefined);
      if (ready?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const start = await rss();
    console.log(
      `\nServer memory over ${UPLOADS} photo uploads (${megabytes(photo.length)} JPEG, 4000 × 3000, ${AT_ONCE} at a ` +
        `time), ${kind}, built server; allocator ${allocator?.HOUSEHUNT_ALLOCATOR ?? process.env.HOUSEHUNT_ALLOCATOR ?? 'as started'}` +
        `, MALLOC_ARENA_MAX=${allocator?.MALLOC_ARENA_MAX ?? process.env.MALLOC_ARENA_MAX ?? 'unset'}` +
        `${(allocator?.LD_PRELOAD ?? process.env.LD_PRELOAD) ? `, LD_PRELOAD=${allocator?.LD_PRELOAD ?? process.env.LD_PRELOAD}` : ''}`,
    );
    console.log(`  after start             RSS ${megabytes(start)}`);
    recordFigure({
      bench: `memory ${kind}`,
      name: 'RSS after start, no photo yet',
      value: start / 1024 / 1024,
      unit: 'MB',
      goal: 250,
      better: 'lower',
    });
    let sent = 0;
    let done = 0;
    let peak = start;
    const headers = {
      cookie: `${SESSION_COOKIE}=${session.token}`,
      'x-csrf-token': session.csrfToken,
      origin: base,
    };
    const started = performance.now();
    const uploader = async () => {
      while (sent < UPLOADS) {
        sent++;
        const response = await fetch(`${base}/api/admin/property-images`, {
          method: 'POST',
          headers,
          body: photoForm(photo, 'living-room.jpg'),
        });
        if (response.status !== 201)
          throw new Error(`upload failed: ${response.status} ${await response.text()}`);
        done++;
        if (done % 100 === 0) {
          const now = await rss();
          peak = Math.max(peak, now);
          console.log(`  after ${String(done).padEnd(4)} uploads      RSS ${megabytes(now)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, uploader));
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    console.log(`  after ${IDLE_MS / 1000} s idle         RSS ${megabytes(await rss())}`);
    console.log(`  peak seen ${megabytes(peak)}; ${(UPLOADS / seconds).toFixed(2)} uploads/s`);
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  }
}
