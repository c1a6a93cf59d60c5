import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, responseBody } from '#server/testing/response-body';
import { healthAnswerSchema, readinessAnswerSchema } from '#server/testing/system-answers';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

describe.each(TEST_DATABASE_KINDS)('liveness and readiness on %s', (kind) => {
  let t: TestApp;
  const startup = { complete: false };
  beforeAll(async () => {
    t = await buildTestApp(kind, { startup });
  });
  afterAll(async () => t?.close());

  it('is alive but not ready, and serves nothing else, while the start (migrations, seed) is under way', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(responseBody(health, healthAnswerSchema)).toEqual({ status: 'degraded', database: 'ok' });

    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(responseBody(ready, readinessAnswerSchema)).toEqual({
      status: 'not-ready',
      checks: { startup: 'in-progress', database: 'ok', load: 'normal' },
    });

    const listings = await t.app.inject({ method: 'GET', url: '/api/properties' });
    expect(listings.statusCode).toBe(503);
    expect(listings.headers['retry-after']).toBe('5');
    expect(errorBody(listings)).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'HouseHunt is starting up. Please try again in a few seconds.',
      },
    });
  });

  it('is ready once the start has finished', async () => {
    startup.complete = true;
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(responseBody(ready, readinessAnswerSchema)).toEqual({
      status: 'ready',
      checks: { startup: 'complete', database: 'ok', load: 'normal' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/properties' })).statusCode).toBe(200);
  });
});

describe('under memory pressure', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Any process uses more than 1 MB: the limit is crossed at the first sample.
    t = await buildTestApp('PGlite', { env: { SHED_LOAD_RSS_MB: '1' } });
    for (let i = 0; i < 40 && !t.app.isUnderPressure(); i++) await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(async () => t?.close());

  it('sheds requests with 503 and Retry-After, stays alive, and reports itself not ready', async () => {
    const listings = await t.app.inject({ method: 'GET', url: '/api/properties' });
    expect(listings.statusCode).toBe(503);
    expect(listings.headers['retry-after']).toBe('5');
    expect(errorBody(listings).error.code).toBe('SERVICE_UNAVAILABLE');

    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(responseBody(ready, readinessAnswerSchema).checks.load).toBe('shedding');
  });
});
