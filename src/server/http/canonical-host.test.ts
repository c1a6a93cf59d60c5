import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

const PUBLIC_URL = 'https://househunt.example.in';

describe('requests on a host other than PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('PGlite', { env: { PUBLIC_URL } });
  });
  afterAll(async () => t?.close());

  const get = (url: string, host: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers: { host } });

  it('sends a page to the same path and query on the public address, permanently', async () => {
    for (const host of ['www.househunt.example.in', '127.0.0.1:3000', 'localhost:3000']) {
      const response = await get('/properties?city=Pune&type=flat', host);
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe(`${PUBLIC_URL}/properties?city=Pune&type=flat`);
    }
    const head = await get('/about-us', 'www.househunt.example.in', 'HEAD');
    expect(head.statusCode).toBe(308);
    expect(head.headers.location).toBe(`${PUBLIC_URL}/about-us`);
  });

  it('starts every sign-in on the public address, where the provider sends the browser back', async () => {
    const response = await get('/api/auth/login/dev?mode=popup&returnTo=%2Fshortlist', '127.0.0.1:3000');
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(
      `${PUBLIC_URL}/api/auth/login/dev?mode=popup&returnTo=%2Fshortlist`,
    );
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers health checks, metrics, the rest of the API, media and writes on any host', async () => {
    const host = '10.0.0.7:3000';
    expect((await get('/api/health', host)).statusCode).toBe(200);
    // Prometheus scrapes each process by its address; a redirect would send it to whichever one the proxy picks.
    expect((await get('/metrics', host)).statusCode).toBe(200);
    expect((await get('/%61pi/health', host)).statusCode).toBe(200);
    expect((await get('/api/auth/providers', host)).statusCode).toBe(200);
    expect((await get('/api/properties?pageSize=1', host)).statusCode).toBe(200);
    expect((await get('/media/properties/missing.webp', host)).statusCode).toBe(404);
    expect((await get('/about-us', host, 'POST')).statusCode).toBe(404);
  });

  it('leaves requests on the public host alone, however its name is written', async () => {
    for (const host of ['househunt.example.in', 'HouseHunt.Example.IN', 'househunt.example.in:443']) {
      const page = await get('/about-us', host);
      expect(page.statusCode, host).not.toBe(308);
      const signIn = await get('/api/auth/login/dev?mode=popup', host);
      expect(signIn.statusCode, host).not.toBe(308);
    }
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is on', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { host: 'app-1.internal:3000', 'x-forwarded-host': 'househunt.example.in' },
    });
    expect(response.statusCode).toBe(308);
  });
});

describe('requests through a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('PGlite', { env: { PUBLIC_URL, TRUST_PROXY: '1' } });
  });
  afterAll(async () => t?.close());

  const viaProxy = (forwardedHost: string) =>
    t.app.inject({
      method: 'GET',
      url: '/villas-on-demand?ref=home',
      headers: { host: 'app-1.internal:3000', 'x-forwarded-host': forwardedHost },
    });

  it('judges the host the visitor asked for, as the proxy reports it', async () => {
    expect((await viaProxy('househunt.example.in')).statusCode).not.toBe(308);
    const other = await viaProxy('www.househunt.example.in');
    expect(other.statusCode).toBe(308);
    expect(other.headers.location).toBe(`${PUBLIC_URL}/villas-on-demand?ref=home`);
  });
});
