import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorBody } from '#server/testing/response-body';
import { buildTestApp } from '#server/testing/test-app';
import { aContactEnquiry, buildVisitorFormTestApp } from '#server/testing/visitor-forms';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

describe.runIf(TEST_REDIS_URL)('rate limits counted in Redis', () => {
  it('are shared by every server process: two apps on one Redis allow the limit once, not twice', async () => {
    // A prefix of this run's own, so parallel runs on one Redis never count each other's requests.
    const env = {
      REDIS_URL: TEST_REDIS_URL!,
      REDIS_KEY_PREFIX: `househunt-test-${randomBytes(6).toString('hex')}:`,
      FORM_RATE_LIMIT_MAX: '3',
    };
    const one = await buildVisitorFormTestApp('PGlite', env);
    const other = await buildVisitorFormTestApp('PGlite', env);
    try {
      const send = (app: typeof one.t.app) =>
        app.inject({
          method: 'POST',
          url: '/api/enquiries',
          payload: aContactEnquiry(),
          remoteAddress: '198.51.100.7',
        });
      const statuses = [
        (await send(one.t.app)).statusCode,
        (await send(other.t.app)).statusCode,
        (await send(one.t.app)).statusCode,
      ];
      expect(statuses).toEqual([201, 201, 201]);
      const refused = await send(other.t.app);
      expect(refused.statusCode).toBe(429);
      expect(errorBody(refused).error.code).toBe('RATE_LIMITED');
      expect((await send(one.t.app)).statusCode).toBe(429);
    } finally {
      await one.t.close();
      await other.t.close();
    }
  });
});

describe('rate limits with REDIS_URL set', () => {
  it('stop the server at start when Redis cannot be reached, naming REDIS_URL', async () => {
    await expect(buildTestApp('PGlite', { env: { REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(
      /^Redis at REDIS_URL is not reachable: .*ECONNREFUSED/,
    );
  });
});
