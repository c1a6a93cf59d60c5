import { request as httpRequest } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedBody, errorAnswerSchema, errorBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

/** A raw request, for what fetch would refuse to send (a broken % escape, 17 KB of headers). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

describe('refusals from Fastify and the HTTP parser', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp('PGlite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t?.close());

  it.each([
    ['a malformed URL', '/api/properties/%E0%A4%A', {}, 400, 'BAD_REQUEST'],
    ['a path parameter over 100 characters', `/api/auth/login/${'a'.repeat(150)}`, {}, 414, 'URI_TOO_LONG'],
    ['headers over 16 KB', '/api/health', { 'x-padding': 'a'.repeat(17_000) }, 431, 'HEADERS_TOO_LARGE'],
  ])('answers %s in the API error shape', async (_name, path, headers, status, code) => {
    const response = await rawGet(port, path, headers);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-request-id']).toBeTruthy();
    const body = checkedBody(JSON.parse(response.body), errorAnswerSchema);
    expect(body).toEqual({ error: { code, message: expect.any(String) as string } });
    expect(body.error.message).not.toMatch(/FST_|Exceeded maximum/);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('PGlite');
  });
  afterAll(async () => t?.close());

  it.each([
    ['sign-in', '/api/auth/login/no-such-provider'],
    ['form token', '/api/forms/token'],
  ])('answers the %s limit with RATE_LIMITED and Retry-After, as the forms do', async (_name, url) => {
    let response: LightMyRequestResponse | undefined;
    for (let i = 0; i <= 60; i++) response = await t.app.inject({ method: 'GET', url });
    expect(response!.statusCode).toBe(429);
    expect(Number(response!.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBody(response!)).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests\. Please wait .+ and try again\.$/) as string,
      },
    });
  });
});

describe.each([
  ['a hop count', '1'],
  ["the proxy's addresses", '127.0.0.0/8,::1'],
])('behind a reverse proxy trusted by %s', (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('PGlite', { env: { TRUST_PROXY: trustProxy } });
  });
  afterAll(async () => t?.close());

  it('counts a client by the address the proxy saw, whatever X-Forwarded-For the client wrote', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= 60; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/forms/token',
        // The client wrote the first address; the proxy (at 127.0.0.1, inject's address) appended what it saw.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Another visitor behind the same proxy has a limit of their own.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/forms/token',
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(other.statusCode).toBe(200);
  });
});
