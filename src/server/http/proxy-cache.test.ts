/**
 * compose's nginx (deploy/nginx.conf) in front of the real app: it keeps the answers the app marks as shared and
 * answers them itself, and never keeps a signed-in visitor's or an unshared one. Runs where nginx is installed
 * (Debian's package, as .ci/run installs it); CI fails rather than skip it.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInputSchema } from '#domain/property-schema';
import { aFlat } from '#server/testing/listing-factory';
import { createLiveListing } from '#server/testing/live-listing';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { hasNginx, startLocalNginx } from '../../../scripts/support/local-nginx.js';

const runs = hasNginx() || process.env.CI === 'true';

describe.runIf(runs)('the caching proxy in front of the app', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startLocalNginx>>;
  let listingId: string;
  beforeAll(async () => {
    t = await buildTestApp('PGlite');
    // A search answer big enough to be compressed.
    for (let i = 0; i < 3; i++) {
      ({ id: listingId } = await createLiveListing(t.db, propertyInputSchema.parse(aFlat())));
    }
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('The app is not listening');
    proxy = await startLocalNginx(address.port);
  });
  afterAll(async () => {
    await proxy?.stop();
    await t?.close();
  });

  /** The answer as sent, undecoded: fetch would decode it and hide its coding. */
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: { get(name: string): string | null } }>((resolve, reject) => {
      request(`${proxy.url}${path}`, { headers: { 'accept-encoding': 'br', ...headers } }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: { get: (name) => (response.headers[name] as string | undefined) ?? null },
          }),
        );
      })
        .on('error', reject)
        .end();
    });

  it('answers a shared answer itself once it has it, the same answer as the app’s', async () => {
    const first = await get('/api/home');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toMatch(/MISS|EXPIRED/);
    const second = await get('/api/home');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    // A browser holding the tag hears 304 from the proxy.
    const held = await get('/api/home', { 'if-none-match': first.headers.get('etag')! });
    expect(held.status).toBe(304);
  });

  it('keeps a listing’s answer, which browsers must check each time, and answers their check itself', async () => {
    const path = `/api/properties/${listingId}`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('s-maxage=60');
    expect((await get(path)).headers.get('x-cache-status')).toBe('HIT');
    const held = await get(path, { 'if-none-match': first.headers.get('etag')! });
    expect(held.status).toBe(304);
    expect(held.headers.get('x-cache-status')).toBe('HIT');
  });

  it('keeps the Brotli and plain answers apart', async () => {
    const brotli = await get('/api/properties?page=1', { 'accept-encoding': 'br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect((await get('/api/properties?page=1')).headers.get('x-cache-status')).toBe('HIT');
    const plain = await get('/api/properties?page=1', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('x-cache-status')).not.toBe('HIT');
  });

  it('passes a signed-in visitor to the app every time, and keeps nothing of it', async () => {
    // A session the app does not know: it answers privately and clears the cookie, as it would an expired one.
    const signedIn = { cookie: 'hh_session=someone' };
    for (let i = 0; i < 2; i++) {
      const answer = await get('/api/home', signedIn);
      expect(answer.headers.get('x-cache-status')).toBe('BYPASS');
      expect(answer.headers.get('cache-control')).toMatch(/^private, no-(cache|store)$/);
    }
  });

  it('never keeps an answer the app does not share', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await get('/api/health');
      expect(answer.headers.get('x-cache-status')).toBe('MISS');
    }
  });
});
