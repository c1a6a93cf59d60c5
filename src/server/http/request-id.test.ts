import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  const logLines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean))
          logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    t = await buildTestApp('PGlite', { logger: { level: 'info', stream } });
  });
  afterAll(async () => t?.close());

  const linesFor = (requestId: string) => logLines.filter((line) => line.reqId === requestId);

  it('gives a request without one a new id, returns it and logs with it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(linesFor(id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it("keeps the proxy's id, so one id follows a request through both logs", async () => {
    const id = 'f1e2d3c4b5a69788a1b2c3d4e5f60718';
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/properties/not-a-listing',
      headers: { 'x-request-id': id },
    });
    expect(response.headers['x-request-id']).toBe(id);
    expect(linesFor(id).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'one two'],
    ['with a line break', 'abc\rdef'],
    ['with markup', '<script>'],
    ['sent twice', ['first-id', 'second-id']],
  ])('replaces an incoming id %s with a fresh one', async (_name, sent) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': sent },
    });
    expect(String(response.headers['x-request-id'])).toMatch(UUID);
  });

  it('answers errors and unknown paths with their id too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'x-request-id': 'trace-404' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('trace-404');
  });
});
