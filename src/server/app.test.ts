import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityProvidersSchema } from '#domain/identity-providers';
import { DEFAULT_SITE_SETTINGS, publicSiteSettingsSchema } from '#domain/site-settings';
import { settings } from './db/schema.js';
import { errorBody, responseBody } from './testing/response-body.js';
import { healthAnswerSchema, openApiDocumentSchema } from './testing/system-answers.js';
import { buildTestApp, type TestApp } from './testing/test-app.js';
import { TEST_DATABASE_KINDS } from './testing/test-database.js';
import { precompressDirectory } from '../../scripts/build/precompress-plugin.js';

// Long enough that its compressed copies are smaller, as a real bundle's are.
const APP_SCRIPT = 'console.log("HouseHunt app");\n'.repeat(50);

function fakeWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'househunt-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>HouseHunt</title><meta name="description" content="Homes" /><div id="root"></div>',
  );
  writeFileSync(join(root, 'assets', 'index-abc123.js'), APP_SCRIPT);
  precompressDirectory(root);
  return root;
}

describe.each(TEST_DATABASE_KINDS)('HTTP basics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { webRoot: fakeWebBuild() });
  });
  afterAll(async () => t?.close());

  it('reports the server and database healthy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(responseBody(response, healthAnswerSchema)).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(errorBody(response)).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no GET /api/no-such-thing here' },
    });
  });

  it('answers an unknown API write with a JSON 404, not the web app', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).error.code).toBe('NOT_FOUND');
  });

  it('rejects malformed JSON with a clear 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(errorBody(response).error.message).toBeTruthy();
  });

  it('serves the web app for every page path (SPA fallback) without caching the shell', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/properties', 200],
      ['/admin/edit-property/abc', 200],
      // The app shows its not-found page; the document says 404 so crawlers and links checkers know.
      ['/property/123', 404],
      ['/some/unknown/page', 404],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed web assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends web assets %s-compressed to a browser that takes it', async (encoding, decode) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': encoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(response.rawPayload).toString()).toBe(APP_SCRIPT);
  });

  it('sends web assets plain to a client that asks for no compression', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(APP_SCRIPT);
  });

  it('sends security headers with a strict script policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('serves stored media with long-lived immutable cache headers', async () => {
    await t.storage.put(
      'properties/1700000000000-front-view-960.webp',
      Buffer.from('RIFF....WEBP'),
      'image/webp',
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/media/properties/1700000000000-front-view-960.webp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.toString()).toBe('RIFF....WEBP');
  });

  it('answers a missing media file with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/properties/missing.webp' });
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).error.code).toBe('NOT_FOUND');
  });

  it('never serves a file from outside the media folder', async () => {
    for (const url of [
      '/media/%2e%2e/package.json',
      '/media/properties/..%2f..%2f..%2fpackage.json',
      '/media/..%5cpackage.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('"name": "househunt"');
    }
  });

  it('publishes the OpenAPI document and the docs page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(responseBody(spec, openApiDocumentSchema).openapi).toMatch(/^3\./);
    expect(Object.keys(responseBody(spec, openApiDocumentSchema).paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/site']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves the site settings, defaults first and stored values once saved', async () => {
    expect(
      responseBody(await t.app.inject({ method: 'GET', url: '/api/site' }), publicSiteSettingsSchema),
    ).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      mapTiles: null,
      streetMap: null,
    });
    await t.db.insert(settings).values({ key: 'site', value: { contactPhone: '+91 98450 12345' } });
    // The server keeps the settings in memory and hears of a write from the database's notification, which
    // arrives on a connection of its own shortly after the write commits (decision 013).
    const readSite = async () =>
      responseBody(await t.app.inject({ method: 'GET', url: '/api/site' }), publicSiteSettingsSchema);
    const giveUpAt = Date.now() + 5000;
    let stored = await readSite();
    while (stored.contactPhone !== '+91 98450 12345' && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stored = await readSite();
    }
    expect(stored.contactPhone).toBe('+91 98450 12345');
    expect(stored.siteName).toBe('HouseHunt');
  });
});

describe('with Google sign-in configured', () => {
  it('lets Google profile photos through the image policy, and offers Google instead of the dev provider', async () => {
    const t = await buildTestApp('PGlite', {
      env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(responseBody(response, identityProvidersSchema)).toEqual({
        providers: [{ id: 'google', name: 'Google' }],
      });
      expect(response.headers['content-security-policy']).toMatch(
        /img-src [^;]*https:\/\/\*\.googleusercontent\.com/,
      );
    } finally {
      await t.close();
    }
  });
});

describe('with photos on a CDN in front of the bucket', () => {
  it('lets listing photos load from the CDN', async () => {
    const t = await buildTestApp('PGlite', {
      env: { STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_PUBLIC_URL: 'https://cdn.househunt.in/photos' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['content-security-policy']).toMatch(
        /img-src [^;]*https:\/\/cdn\.househunt\.in/,
      );
    } finally {
      await t.close();
    }
  });
});

describe('without a web build', () => {
  it('says how to build the web app instead of failing', async () => {
    const t = await buildTestApp('PGlite', { webRoot: join(tmpdir(), 'househunt-no-such-build') });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await t.close();
    }
  });
});

describe('with map tiles configured', () => {
  it('tells the browser where tiles come from and lets them through the image policy', async () => {
    const t = await buildTestApp('PGlite', {
      env: {
        MAP_TILE_URL: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Example Maps',
      },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/site' });
      expect(responseBody(response, publicSiteSettingsSchema).mapTiles).toEqual({
        url: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png',
        attribution: '© Example Maps',
      });
      expect(response.headers['content-security-policy']).toMatch(
        /img-src [^;]*https:\/\/\*\.tiles\.example\.in/,
      );
    } finally {
      await t.close();
    }
  });
});
