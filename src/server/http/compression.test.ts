import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingSearchPageSchema } from '#domain/listing-card';
import { propertyInputSchema } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { createLiveListing } from '#server/testing/live-listing';
import { aFlat } from '#server/testing/listing-factory';
import { responseBody } from '#server/testing/response-body';
import { healthAnswerSchema } from '#server/testing/system-answers';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { precompressDirectory } from '../../../scripts/build/precompress-plugin.js';

const APP_SCRIPT = 'console.log("HouseHunt app");\n'.repeat(50);

/** A web build whose page is as long as a real one's, and a script with the build's .br and .gz copies. */
function fakeWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'househunt-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>HouseHunt</title><meta name="description" content="Homes" />' +
      '<link rel="modulepreload" href="/assets/index-abc123.js" />\n'.repeat(40) +
      '<div id="root"></div>',
  );
  writeFileSync(join(root, 'assets', 'index-abc123.js'), APP_SCRIPT);
  precompressDirectory(root);
  return root;
}

const DECODERS = [
  ['br', brotliDecompressSync],
  ['gzip', gunzipSync],
] as const;

describe('compressed answers', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fakeWebBuild();
    t = await buildTestApp('PGlite', { webRoot });
    for (let n = 1; n <= 4; n++) {
      await createLiveListing(
        t.db,
        propertyInputSchema.parse(aFlat({ title: `Flat ${n}` })),
        [],
        SYSTEM_ACTOR,
      );
    }
  });
  afterAll(async () => t?.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it.each(DECODERS)(
    'sends a search %s-compressed that decodes to the plain answer',
    async (encoding, decode) => {
      const plain = await get('/api/properties');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);

      const compressed = await get('/api/properties', `${encoding}, identity`);
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['vary']).toMatch(/accept-encoding/i);
      expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(compressed.rawPayload).toString())).toEqual(
        responseBody(plain, listingSearchPageSchema),
      );
    },
  );

  it('prefers Brotli when the browser takes both', async () => {
    const response = await get('/api/properties', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends a small answer as it is', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(responseBody(response, healthAnswerSchema)).toEqual({ status: 'ok', database: 'ok' });
  });

  it.each(DECODERS)('sends the app page %s-compressed', async (encoding, decode) => {
    const response = await get('/properties', encoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(decode(response.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it('sends a photo under /media as stored, never compressed again', async () => {
    const photo = Buffer.alloc(4096, 7);
    await t.storage.put('properties/1700000000000-front-960.webp', photo, 'image/webp');
    const response = await get('/media/properties/1700000000000-front-960.webp', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe('4096');
    expect(response.rawPayload.equals(photo)).toBe(true);
  });

  it.each(['br', 'gzip'])('sends the build’s own %s copy of a script byte for byte', async (encoding) => {
    const response = await get('/assets/index-abc123.js', encoding);
    expect(response.headers['content-encoding']).toBe(encoding);
    const copy = readFileSync(join(webRoot, 'assets', `index-abc123.js.${encoding === 'br' ? 'br' : 'gz'}`));
    expect(response.rawPayload.equals(copy)).toBe(true);
  });
});
