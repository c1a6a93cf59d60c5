/**
 * Two real server processes on one fresh PostgreSQL database, one Redis and one S3-compatible bucket, started
 * at the same moment, as a load balancer would have them: whatever one process did, the other must honour.
 * Needs the built server (npm run build), TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingConfirmationAnswerSchema } from '#domain/booking-confirmation';
import { formTokenSchema } from '#domain/form-token';
import { listingAnswerSchema, uploadedPhotoAnswerSchema } from '#domain/listing-record';
import { sessionSchema } from '#domain/user-profile';
import { aBookingRequest, aContactEnquiry } from '#server/testing/visitor-forms';
import { aFlat } from '#server/testing/listing-factory';
import { aPng } from '#server/testing/photo-factory';
import { checkedBody, errorAnswerSchema } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { overHttp } from './http-client.js';
import { freePort } from '../../scripts/support/free-port.js';

/** Where a process says it can take traffic. */
const READY_PATH = '/api/health/ready';
const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
const JOURNAL = JSON.parse(readFileSync('migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };

type ServerProcess = { name: string; url: string; child: ChildProcess; output: () => string };

function startServer(name: string, port: number, env: Record<string, string>): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { name, url, child, output: () => output };
}

async function waitUntilReady(server: ServerProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited:\n${server.output()}`);
    const response = await fetch(`${server.url}${READY_PATH}`).catch(() => null);
    if (response?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${server.name} did not become ready:\n${server.output()}`);
}

/** pino's lines at error level or above. */
const errorLines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));

async function waitFor<T>(what: string, check: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

describe('two server processes on one database, one Redis and one bucket', () => {
  if (!TEST_DATABASE_URL || !TEST_REDIS_URL) {
    it('needs TEST_DATABASE_URL and TEST_REDIS_URL', () => {
      throw new Error(
        'The cluster test needs TEST_DATABASE_URL (a PostgreSQL server) and TEST_REDIS_URL (Redis).',
      );
    });
    return;
  }

  const databaseName = `${new URL(TEST_DATABASE_URL).pathname.slice(1) || 'househunt_test'}_cluster_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${databaseName}` }).toString();
  const redisPrefix = `househunt-cluster-${randomBytes(6).toString('hex')}:`;
  const bucketFolder = mkdtempSync(join(tmpdir(), 'househunt-cluster-s3-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'househunt-cluster-'));
  let s3: S3rver;
  let db: pg.Client;
  let one: ServerProcess;
  let other: ServerProcess;
  let admin: { cookie: string; 'x-csrf-token': string };
  let listingId: string;

  const query = async <Row>(text: string, values: unknown[] = []) =>
    (await db.query(text, values)).rows as Row[];
  const adminPost = (server: ServerProcess, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** A visitor behind the load balancer: the proxy names their address. */
  const visitorPost = (server: ServerProcess, path: string, body: unknown, address: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const formToken = async (server: ServerProcess) => {
    const { token } = checkedBody(
      await (await fetch(`${server.url}/api/forms/token`)).json(),
      formTokenSchema,
    );
    // The configured minimum fill time: a person takes at least this long.
    await new Promise((r) => setTimeout(r, 1100));
    return token;
  };

  beforeAll(async () => {
    if (!existsSync('dist/server/main.js')) throw new Error('Build the server first: npm run build');
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();

    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: bucketFolder,
      configureBuckets: [{ name: 'househunt', configs: [] }],
    });
    const { port: s3Port } = await s3.run();

    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'househunt',
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      FORM_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      FORM_MIN_FILL_SECONDS: '1',
      FORM_RATE_LIMIT_MAX: '4',
      // One proxy in front, as behind the load balancer: X-Forwarded-For's last address is the visitor's.
      TRUST_PROXY: '1',
      DEV_IDP_ENABLED: 'true',
      SEED_DEMO: 'false',
      // Every minute, so the test sees a tick or two; each tick must run each job once, not once per process.
      HOUSEKEEPING_SCHEDULE: '* * * * *',
    };
    const [portOne, portOther] = [await freePort(), await freePort()];
    one = startServer('process one', portOne, env);
    other = startServer('process two', portOther, env);
  }, 60_000);

  afterAll(async () => {
    for (const server of [one, other]) {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGTERM');
        await exited;
      }
    }
    await db?.end();
    await s3?.close();
    const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${databaseName}" with (force)`);
    await cleanup.end();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    rmSync(bucketFolder, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('both become ready, having applied the migrations once between them', async () => {
    await Promise.all([one, other].map((server) => waitUntilReady(server, Date.now() + 120_000)));
    const [applied] = await query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied!.n).toBe(JOURNAL.entries.length);
    expect([...errorLines(one), ...errorLines(other)]).toEqual([]);
  }, 130_000);

  it('accepts on one process a session made through the other', async () => {
    const session = await signIn(overHttp(one.url), 'ops@househunt.in');
    expect(session.user.role).toBe('user');
    // Made admin by another admin (the development sign-in makes nobody admin in production).
    await query(`update users set role = 'admin' where email = 'ops@househunt.in'`);
    admin = writeHeaders(session);
    const me = checkedBody(
      await (await fetch(`${other.url}/api/me`, { headers: { cookie: admin.cookie } })).json(),
      sessionSchema,
    );
    expect(me.user).toMatchObject({ email: 'ops@househunt.in', role: 'admin' });
  });

  it('serves from one process a photo uploaded through the other, and saves a listing with it', async () => {
    const photo = await aPng();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'front.png');
    const upload = await fetch(`${one.url}/api/admin/property-images`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
    expect(upload.status).toBe(201);
    const { image } = checkedBody(await upload.json(), uploadedPhotoAnswerSchema);
    for (const variant of image.variants) {
      const served = await fetch(`${other.url}${variant.url}`);
      expect(served.status).toBe(200);
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const saved = await adminPost(other, '/api/admin/properties', {
      property: aFlat(),
      imageIds: [image.id],
    });
    expect(saved.status).toBe(201);
    listingId = checkedBody(await saved.json(), listingAnswerSchema).property.id;
    // New listings are drafts; visitors book visits to published ones.
    const published = await adminPost(one, `/api/admin/properties/${listingId}/state`, {
      to: 'live',
      version: 1,
      confirmDuplicate: true,
    });
    expect(published.status).toBe(200);
  });

  it('accepts on one process a visitor form token the other issued', async () => {
    const token = await formToken(one);
    const booking = await visitorPost(
      other,
      '/api/bookings',
      aBookingRequest(listingId, { formToken: token }),
      '198.51.100.1',
    );
    expect(booking.status).toBe(201);
  });

  it('counts the visitor-form rate limit across both processes', async () => {
    const token = await formToken(other);
    const send = (server: ServerProcess) =>
      visitorPost(server, '/api/enquiries', aContactEnquiry({ formToken: token }), '203.0.113.50');
    const statuses = [];
    for (const server of [one, other, one, other]) statuses.push((await send(server)).status);
    expect(statuses).toEqual([201, 201, 201, 201]);
    const refused = await send(one);
    expect(refused.status).toBe(429);
    expect(checkedBody(await refused.json(), errorAnswerSchema).error.code).toBe('RATE_LIMITED');
    expect((await send(other)).status).toBe(429);
  });

  it('runs each scheduled housekeeping job once per tick, not once per process', async () => {
    const minute = (at: number) => Math.floor(at / 60_000);
    const readyAt = Date.now();
    // Two ticks with both processes up: twice the runs if each process ran the schedule on its own.
    await waitFor(
      'two ticks of the schedule and a finished photo housekeeping run',
      async () => {
        if (minute(Date.now()) - minute(readyAt) < 2) return null;
        const [row] = await query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = 'photos.sweep-uploads' and state = 'completed'`,
        );
        return row!.n >= 1 ? true : null;
      },
      240_000,
    );
    // Each process looks for due schedules every 10 seconds, and the winning look queues the tick within 5 more:
    // by now the latest tick has been queued.
    await new Promise((r) => setTimeout(r, 30_000));
    const ticks = minute(Date.now()) - minute(readyAt);
    const [runs] = await query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'photos.sweep-uploads'`,
    );
    // The tick just before the start may be caught up once too.
    expect(runs!.n).toBeGreaterThanOrEqual(ticks);
    expect(runs!.n).toBeLessThanOrEqual(ticks + 1);
    expect([...errorLines(one), ...errorLines(other)]).toEqual([]);
  }, 300_000);

  it('keeps serving on one process when the other is killed, losing no accepted booking', async () => {
    const token = await formToken(one);
    const accepted: string[] = [];
    const failuresOnSurvivor: string[] = [];
    let killed = false;
    const book = async (server: ServerProcess, n: number) => {
      try {
        const response = await visitorPost(
          server,
          '/api/bookings',
          aBookingRequest(listingId, { formToken: token }),
          `192.0.2.${n}`,
        );
        if (response.status === 201) {
          accepted.push(checkedBody(await response.json(), bookingConfirmationAnswerSchema).booking.id);
        } else if (server === one) {
          failuresOnSurvivor.push(`${response.status} ${await response.text()}`);
        }
      } catch (error) {
        // A request to the killed process may die with it; one to the survivor must not.
        if (server === one || !killed) failuresOnSurvivor.push(`${server.name}: ${(error as Error).message}`);
      }
    };
    const requests: Array<Promise<void>> = [];
    for (let n = 1; n <= 60; n++) {
      requests.push(book(n % 2 ? one : other, n));
      if (n === 20) {
        killed = true;
        other.child.kill('SIGKILL');
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    await Promise.all(requests);
    expect(failuresOnSurvivor).toEqual([]);
    expect(accepted.length).toBeGreaterThanOrEqual(30);
    const stored = await query<{ id: string }>('select id from bookings where id = any($1)', [accepted]);
    expect(stored.map((row) => row.id).sort()).toEqual([...accepted].sort());
    expect((await fetch(`${one.url}${READY_PATH}`)).status).toBe(200);
    expect(errorLines(one)).toEqual([]);
  }, 120_000);
});
