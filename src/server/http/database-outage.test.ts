import { createServer, type Server } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { isDatabaseUnavailable } from '#server/db/connection-errors';
import { JobQueue } from '#server/jobs/job-queue';
import * as schema from '#server/db/schema';
import { LocalDiskStorage } from '#server/storage/local-disk-storage';
import { errorBody, responseBody } from '#server/testing/response-body';
import { readinessAnswerSchema } from '#server/testing/system-answers';
import { openTestDatabase } from '#server/testing/test-database';

/** A port on this machine where nothing listens: every connection is refused, as with a stopped server. */
async function closedPort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The app on a PostgreSQL pool that cannot give it a working connection. */
async function appOnPool(pool: pg.Pool, dataDir: string): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SHED_LOAD_EVENT_LOOP_DELAY_MS: '0',
  });
  const db = drizzle(pool, { schema });
  const storage = new LocalDiskStorage(join(dataDir, 'media'));
  // Never started: the outage is about requests, and a queue would only add its own reconnect noise.
  const jobs = new JobQueue({
    handle: {
      db,
      kind: 'postgres',
      poolUsage: null,
      executeSql: (text, values) => pool.query(text, values),
      withAdvisoryLock: () => Promise.reject(new Error('the job queue is not started in this test')),
      listen: async () => async () => {},
      close: async () => {},
    },
    jobs: [],
    context: { db, storage, config },
    schedule: config.housekeepingSchedule,
  });
  const app = await buildApp({
    config,
    db,
    listen: async () => async () => {},
    storage,
    jobs,
    logger: false,
  });
  await app.ready();
  return app;
}

const UNAVAILABLE_ANSWER = {
  error: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'HouseHunt cannot reach its database right now. Please try again in a minute.',
  },
};

describe('while the database is down', () => {
  let app: FastifyInstance;
  let pool: pg.Pool;
  const dataDir = mkdtempSync(join(tmpdir(), 'househunt-outage-'));
  beforeAll(async () => {
    pool = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), user: 'househunt', max: 2 });
    pool.on('error', () => {});
    app = await appOnPool(pool, dataDir);
  });
  it('answers API requests 503 with Retry-After in the error shape, not 500', async () => {
    for (const url of ['/api/properties', '/api/site', '/api/home', '/api/me/shortlist']) {
      // A session cookie makes even the session lookup need the database.
      const response = await app.inject({ method: 'GET', url, headers: { cookie: 'hh_session=abc' } });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe('10');
      expect(errorBody(response), url).toEqual(UNAVAILABLE_ANSWER);
    }
  });

  it('stays alive but reports itself not ready', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(responseBody(ready, readinessAnswerSchema).checks.database).toBe('unavailable');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL going away mid-query', () => {
  it('is told apart from a query the database refused', async () => {
    const handle = await openTestDatabase('PostgreSQL');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const sleeping = handle.db.execute(sql`select pg_sleep(30)`).then(
        () => null,
        (error: unknown) => error,
      );
      // Terminated by an administrator (or a failover): SQLSTATE 57P01 on the query in flight.
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query(
          "select pg_terminate_backend(pid) as done from pg_stat_activity where query like 'select pg_sleep(30)%' and pid <> pg_backend_pid()",
        );
        if (rows.length) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const error = await sleeping;
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);

      const refused = await handle.db.execute(sql`select * from no_such_table`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(refused)).toBe(false);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL database not accepting connections', () => {
  // As during a failover, or after `ALTER DATABASE … ALLOW_CONNECTIONS false`: SQLSTATE 55000 at connect.
  const name = `hh_closed_${process.pid}_${Date.now()}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'househunt-closed-'));
  let admin: pg.Client;
  let pool: pg.Pool;
  let app: FastifyInstance;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.query(`alter database "${name}" allow_connections false`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    pool.on('error', () => {});
    app = await appOnPool(pool, dataDir);
  });
  afterAll(async () => {
    await app?.close();
    await pool?.end();
    await admin.query(`drop database if exists "${name}"`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/properties' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(errorBody(response)).toEqual(UNAVAILABLE_ANSWER);
  });
});
