import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pmtilesArchiveBytes } from '#server/testing/pmtiles-fixture';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { requestedRange } from './archive/byte-range.js';

const TILE = Buffer.from('a zoom-0 tile: any bytes will do');
const archive = pmtilesArchiveBytes(new Map([[0, TILE]]), { name: 'HouseHunt test' });
const URL_PATH = '/api/map/basemap.pmtiles';

describe('requestedRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-5', { start: 95, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=9-3', 'unsatisfiable'],
    ['bytes=-', 'unsatisfiable'],
    ['bytes=abc', 'unsatisfiable'],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
  ] as const)('%s in 100 bytes', (header, expected) => {
    expect(requestedRange(header, 100)).toEqual(expected);
  });
});

describe('the street map archive route', () => {
  let t: TestApp;
  beforeAll(async () => {
    const folder = mkdtempSync(join(tmpdir(), 'househunt-pmtiles-'));
    const path = join(folder, 'india.pmtiles');
    writeFileSync(path, archive);
    t = await buildTestApp('PGlite', { env: { MAP_PMTILES: path } });
  });
  afterAll(async () => t?.close());

  const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: URL_PATH, headers });

  it('answers a range with 206, the bytes and their place in the archive', async () => {
    const response = await get({ range: 'bytes=0-6' });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe('PMTiles');
    expect(response.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-range': `bytes 0-6/${archive.length}`,
      'content-length': '7',
    });
    expect(response.headers.etag).toMatch(/^".+"$/);
  });

  it('answers without a range with the whole archive, and HEAD with its size only', async () => {
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(archive)).toBe(true);
    const head = await get({}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(archive.length));
    expect(head.body).toBe('');
  });

  it('refuses a range past the end with 416 and the size', async () => {
    const response = await get({ range: `bytes=${archive.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${archive.length}`);
  });

  it('answers 304 to the ETag it gave', async () => {
    const { etag } = (await get({ range: 'bytes=0-0' })).headers;
    expect((await get({ 'if-none-match': String(etag) })).statusCode).toBe(304);
  });

  it('serves a tile the PMTiles reader finds through it', async () => {
    const source: Source = {
      getKey: () => URL_PATH,
      getBytes: async (offset, length): Promise<RangeResponse> => {
        const response = await get({ range: `bytes=${offset}-${offset + length - 1}` });
        expect(response.statusCode).toBe(206);
        const bytes = response.rawPayload;
        return { data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer };
      },
    };
    const reader = new PMTiles(source);
    expect(await reader.getMetadata()).toEqual({ name: 'HouseHunt test' });
    const tile = await reader.getZxy(0, 0, 0);
    expect(Buffer.from(tile!.data).equals(TILE)).toBe(true);
  });

  it('tells the web where the street map is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.json()).toMatchObject({ streetMap: { url: URL_PATH } });
  });
});

describe('without MAP_PMTILES', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('PGlite');
  });
  afterAll(async () => t?.close());

  it('has no street map: the archive is 404 and the site settings say none', async () => {
    const response = await t.app.inject({ method: 'GET', url: URL_PATH, headers: { range: 'bytes=0-6' } });
    expect(response.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/site' })).json()).toMatchObject({
      streetMap: null,
    });
  });
});
