import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Metrics } from '#server/observability/metrics';
import { checkedBody, errorAnswerSchema, errorBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { openTestDatabase, TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { startMetricsServer } from './metrics-routes.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

describe('metrics on the main port behind METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('PGlite', { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => t?.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(errorBody(response).error.code).toBe('UNAUTHORIZED');
    }
  });

  it('times requests by route pattern, never by the address a client typed', async () => {
    const id = randomUUID();
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: `/no/such/page/${id}` });

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/properties\/:id",status_code="404"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/properties\/:id"/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\*",status_code="\d+"\} 1$/m,
    );
    expect(text).not.toContain(id);
  });

  it("reports Node's own figures: event-loop lag, memory, CPU", async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
    ]) {
      expect(text).toMatch(new RegExp(`^${name} `, 'm'));
    }
  });

  it('reads gauges other parts register (the job queue) at each scrape, and survives one that fails', async () => {
    let queued = 3;
    t.app.metrics.gauge({ name: 'test_jobs_queued', help: 'Jobs waiting', read: () => queued });
    t.app.metrics.gauge({
      name: 'test_jobs_failed',
      help: 'Jobs that failed, by kind',
      labelNames: ['kind'],
      read: () => [{ labels: { kind: 'photo-cleanup' }, value: 2 }],
    });
    t.app.metrics.gauge({
      name: 'test_unreadable',
      help: 'A gauge whose source is away',
      read: async () => {
        throw new Error('database unavailable');
      },
    });
    expect((await scrape(`Bearer ${TOKEN}`)).body).toMatch(/^test_jobs_queued 3$/m);
    queued = 0;
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^test_jobs_queued 0$/m);
    expect(response.body).toMatch(/^test_jobs_failed\{kind="photo-cleanup"\} 2$/m);
    expect(response.body).toMatch(/^test_unreadable nan$/im);
  });
});

describe('where metrics are served', () => {
  const production = {
    NODE_ENV: 'production',
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 'secret',
    FORM_TOKEN_SECRET: 'a-form-token-secret-of-32-chars-or-more',
  };

  it('refuses to serve them unguarded in production', async () => {
    const t = await buildTestApp('PGlite', { env: production });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(errorBody(response).error.code).toBe('NOT_FOUND');
    } finally {
      await t.close();
    }
  });

  it('serves them only on METRICS_PORT when it is set, still behind the token', async () => {
    const t = await buildTestApp('PGlite', {
      env: { ...production, METRICS_PORT: '9464', METRICS_TOKEN: TOKEN },
    });
    const server = await startMetricsServer({
      metrics: t.app.metrics,
      host: '127.0.0.1',
      port: 0,
      token: TOKEN,
      log: t.app.log,
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      await t.app.inject({ method: 'GET', url: '/api/health/live' });

      const url = `http://127.0.0.1:${server.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/route="\/api\/health\/live",status_code="200"\} 1$/m);
      const elsewhere = await fetch(`http://127.0.0.1:${server.port}/api/properties`);
      expect(elsewhere.status).toBe(404);
      expect(checkedBody(await elsewhere.json(), errorAnswerSchema).error.code).toBe('NOT_FOUND');
    } finally {
      await server.close();
      await t.close();
    }
  });
});

describe.skipIf(!TEST_DATABASE_KINDS.includes('PostgreSQL'))('the PostgreSQL pool in the metrics', () => {
  it('shows busy and idle connections, queries waiting and the pool size', async () => {
    const database = await openTestDatabase('PostgreSQL');
    try {
      const metrics = new Metrics();
      metrics.watchDatabasePool(database.poolUsage!);
      const { body } = await metrics.render();
      expect(body).toMatch(/^househunt_db_pool_connections\{state="busy"\} 0$/m);
      expect(body).toMatch(/^househunt_db_pool_connections\{state="idle"\} [1-4]$/m);
      expect(body).toMatch(/^househunt_db_pool_waiting 0$/m);
      expect(body).toMatch(/^househunt_db_pool_max 4$/m);
    } finally {
      await database.close();
    }
  });
});
