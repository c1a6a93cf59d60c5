/**
 * The public answers a proxy in front may keep (cache-policy.ts, SHARED_ANSWER and LISTING_ANSWER): the home page, a search, a listing
 * and a locality's figures, as the real app answers them to a signed-out and a signed-in visitor.
 */
import { propertyInputSchema } from '#domain/property-schema';
import { placeSlug } from '#domain/locality-insights';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { updateListing } from '#server/listings/listing-writes';
import { aFlat } from '#server/testing/listing-factory';
import { createLiveListing } from '#server/testing/live-listing';
import { signedInVisitor, type SignedInVisitor } from '#server/testing/signed-in-visitor';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

const SHARED = 'public, max-age=60, s-maxage=60, stale-while-revalidate=60';
const CITY = 'Cachepur';
const LOCALITY = 'Proxy Nagar';

describe.each(TEST_DATABASE_KINDS)('public answers a proxy may keep, on %s', (kind) => {
  let t: TestApp;
  let visitor: SignedInVisitor;
  let listingId: string;
  let listingVersion: number;
  let paths: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const data = propertyInputSchema.parse(aFlat({ city: CITY, location: LOCALITY }));
    ({ id: listingId, version: listingVersion } = await createLiveListing(t.db, data));
    visitor = await signedInVisitor(t.app, 'cache-visitor@example.in');
    paths = {
      home: '/api/home',
      search: `/api/properties?city=${CITY}`,
      locality: `/api/localities/${placeSlug(CITY)}/${placeSlug(LOCALITY)}`,
      city: `/api/localities/${placeSlug(CITY)}`,
    };
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

  it('are shared for a minute with a strong ETag, and a 304 for the visitor who holds it', async () => {
    for (const [name, path] of Object.entries(paths)) {
      const answer = await get(path);
      expect(answer.statusCode, name).toBe(200);
      expect(answer.headers['cache-control'], name).toBe(SHARED);
      expect(answer.headers.etag, name).toMatch(/^"[\w-]+"$/);
      expect(answer.headers['set-cookie'], name).toBeUndefined();
      if (answer.headers['content-encoding']) expect(answer.headers.vary, name).toBe('accept-encoding');

      const again = await get(path, { 'if-none-match': String(answer.headers.etag) });
      expect(again.statusCode, name).toBe(304);
      expect(again.body, name).toBe('');
    }
  });

  it('are the signed-in visitor’s browser’s alone: never kept by a proxy', async () => {
    for (const [name, path] of Object.entries(paths)) {
      const answer = await get(path, { cookie: visitor.cookie });
      expect(answer.statusCode, name).toBe(200);
      expect(answer.headers['cache-control'], name).toMatch(/^private, no-(cache|store)$/);
      expect(answer.headers['cache-control'], name).not.toContain('s-maxage');
    }
  });

  it('get a new ETag when a listing in them changes, so a held copy is sent again', async () => {
    const before = await get(paths.search!);
    const data = propertyInputSchema.parse(
      aFlat({ city: CITY, location: LOCALITY, title: 'Cachepur flat, new title' }),
    );
    await updateListing(t.db, t.storage, listingId, { version: listingVersion, data }, SYSTEM_ACTOR);
    const after = await get(paths.search!, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers['cache-control']).toBe(SHARED);
  });

  it('share a listing’s own answer with proxies alone: browsers check it, so its page shows a change at once', async () => {
    const path = `/api/properties/${listingId}`;
    const answer = await get(path);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('s-maxage=60');
    const tag = String(answer.headers.etag);
    expect((await get(path, { 'if-none-match': tag })).statusCode).toBe(304);
    expect((await get(path, { cookie: visitor.cookie })).headers['cache-control']).toBe('private, no-cache');

    const [current] = await t.db
      .select({ version: properties.version })
      .from(properties)
      .where(eq(properties.id, listingId));
    const data = propertyInputSchema.parse(
      aFlat({ city: CITY, location: LOCALITY, title: 'Cachepur flat, retitled' }),
    );
    await updateListing(t.db, t.storage, listingId, { version: current!.version, data }, SYSTEM_ACTOR);
    const changed = await get(path, { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('keep nothing that failed, and nothing personal', async () => {
    const missing = await get('/api/properties/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control'] ?? '').not.toContain('s-maxage');
    const shortlist = await get('/api/me/shortlist', { cookie: visitor.cookie });
    expect(shortlist.headers['cache-control']).toBe('no-store');
  });
});
