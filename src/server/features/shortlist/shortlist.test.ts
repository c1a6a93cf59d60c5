import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingCardListSchema } from '#domain/listing-card';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES } from '#domain/shortlist';
import { recentlyViewed, shortlistItems } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { injectAs, signedInVisitor, type SignedInVisitor } from '#server/testing/signed-in-visitor';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { deleteListing } from '#server/features/listings-admin/service';
import { createLiveListing } from '#server/testing/live-listing';
import { addToShortlist, recordRecentlyViewed } from './service.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const minutesAfter = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 9, minutes));

describe.each(TEST_DATABASE_KINDS)('shortlist and recently viewed on %s', (kind) => {
  let t: TestApp;
  let listingCount = 0;

  const aListing = async (overrides: Partial<PropertyInput> = {}) => {
    listingCount += 1;
    const input = propertyInputSchema.parse(aFlat({ title: `Listing ${listingCount}`, ...overrides }));
    return (await createLiveListing(t.db, input, [], SYSTEM_ACTOR)).id;
  };
  const listings = (n: number) => Promise.all(Array.from({ length: n }, () => aListing()));

  let visitorCount = 0;
  const aVisitor = async () => {
    visitorCount += 1;
    return signedInVisitor(t.app, `hunter${visitorCount}@example.com`);
  };

  const call = (
    browser: SignedInVisitor | null,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => injectAs(t.app, browser, method, url, payload);
  const idsOf = async (browser: SignedInVisitor, url: string) => {
    const response = await call(browser, 'GET', url);
    expect(response.statusCode).toBe(200);
    return responseBody(response, listingCardListSchema).items.map((item) => item.id);
  };
  const shortlistOf = (browser: SignedInVisitor) => idsOf(browser, '/api/me/shortlist');
  const recentOf = (browser: SignedInVisitor) => idsOf(browser, '/api/me/recently-viewed');

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  describe('the shortlist', () => {
    it('adds a listing, shows it as a listing card, and takes it off again', async () => {
      const visitor = await aVisitor();
      const id = await aListing({ title: 'Garden flat in Jayanagar', city: 'Bengaluru' });

      expect((await call(visitor, 'PUT', `/api/me/shortlist/${id}`)).statusCode).toBe(204);
      const shown = await call(visitor, 'GET', '/api/me/shortlist');
      expect(shown.headers['cache-control']).toBe('no-store');
      expect(responseBody(shown, listingCardListSchema).items).toEqual([
        expect.objectContaining({ id, title: 'Garden flat in Jayanagar', city: 'Bengaluru', cover: null }),
      ]);

      expect((await call(visitor, 'DELETE', `/api/me/shortlist/${id}`)).statusCode).toBe(204);
      expect(await shortlistOf(visitor)).toEqual([]);
    });

    it('treats adding twice and removing twice as doing it once', async () => {
      const visitor = await aVisitor();
      const id = await aListing();
      await call(visitor, 'PUT', `/api/me/shortlist/${id}`);
      expect((await call(visitor, 'PUT', `/api/me/shortlist/${id}`)).statusCode).toBe(204);
      expect(await shortlistOf(visitor)).toEqual([id]);

      await call(visitor, 'DELETE', `/api/me/shortlist/${id}`);
      expect((await call(visitor, 'DELETE', `/api/me/shortlist/${id}`)).statusCode).toBe(204);
      expect((await call(visitor, 'DELETE', `/api/me/shortlist/${UNKNOWN_ID}`)).statusCode).toBe(204);
      expect(await shortlistOf(visitor)).toEqual([]);
    });

    it('lists the newest addition first', async () => {
      const visitor = await aVisitor();
      const [first, second, third] = await listings(3);
      await addToShortlist(t.db, visitor.userId, second!, minutesAfter(1));
      await addToShortlist(t.db, visitor.userId, third!, minutesAfter(2));
      await addToShortlist(t.db, visitor.userId, first!, minutesAfter(3));
      expect(await shortlistOf(visitor)).toEqual([first, third, second]);
    });

    it('keeps each person’s shortlist to themselves', async () => {
      const [one, other] = [await aVisitor(), await aVisitor()];
      const id = await aListing();
      await call(one, 'PUT', `/api/me/shortlist/${id}`);
      expect(await shortlistOf(other)).toEqual([]);
    });

    it('answers 404 for a listing that does not exist and 400 for something that is not an id', async () => {
      const visitor = await aVisitor();
      const missing = await call(visitor, 'PUT', `/api/me/shortlist/${UNKNOWN_ID}`);
      expect(missing.statusCode).toBe(404);
      expect(errorBody(missing).error).toEqual({ code: 'NOT_FOUND', message: 'Property not found' });
      const bad = await call(visitor, 'PUT', '/api/me/shortlist/not-an-id');
      expect(bad.statusCode).toBe(400);
      expect(errorBody(bad).error.code).toBe('VALIDATION_FAILED');
      expect(await t.db.select().from(shortlistItems)).not.toContainEqual(
        expect.objectContaining({ userId: visitor.userId }),
      );
    });

    it('takes a listing id written in capitals (a link typed or shared that way) as the same listing', async () => {
      const visitor = await aVisitor();
      const id = await aListing();
      expect((await call(visitor, 'PUT', `/api/me/shortlist/${id.toUpperCase()}`)).statusCode).toBe(204);
      expect(await shortlistOf(visitor)).toEqual([id]);
      expect((await call(visitor, 'DELETE', `/api/me/shortlist/${id.toUpperCase()}`)).statusCode).toBe(204);
      expect(await shortlistOf(visitor)).toEqual([]);
      expect((await call(visitor, 'POST', `/api/me/recently-viewed/${id.toUpperCase()}`)).statusCode).toBe(
        204,
      );
      expect(await recentOf(visitor)).toEqual([id]);
    });

    it(`refuses a listing beyond ${SHORTLIST_LIMITS.maxShortlisted}, but re-adding one already there is fine`, async () => {
      const visitor = await aVisitor();
      const ids = await listings(SHORTLIST_LIMITS.maxShortlisted + 1);
      const [extra, ...full] = ids;
      await t.db
        .insert(shortlistItems)
        .values(full.map((propertyId) => ({ userId: visitor.userId, propertyId })));

      const refused = await call(visitor, 'PUT', `/api/me/shortlist/${extra}`);
      expect(refused.statusCode).toBe(409);
      expect(errorBody(refused).error).toEqual({ code: 'CONFLICT', message: SHORTLIST_MESSAGES.full });
      expect((await call(visitor, 'PUT', `/api/me/shortlist/${full[0]}`)).statusCode).toBe(204);
      expect(await shortlistOf(visitor)).toHaveLength(SHORTLIST_LIMITS.maxShortlisted);
      expect(await shortlistOf(visitor)).not.toContain(extra);
    });

    it('drops a listing from every shortlist when the listing is deleted', async () => {
      const visitor = await aVisitor();
      const [kept, deleted] = await listings(2);
      await call(visitor, 'PUT', `/api/me/shortlist/${kept}`);
      await call(visitor, 'PUT', `/api/me/shortlist/${deleted}`);
      await deleteListing(t.db, t.storage, deleted!, SYSTEM_ACTOR);
      expect(await shortlistOf(visitor)).toEqual([kept]);
    });
  });

  describe('merging the shortlist kept in the browser before sign-in', () => {
    it('adds the browser’s listings newest first above the account’s, each once, skipping unknown ids', async () => {
      const visitor = await aVisitor();
      const [onAccount, both, fromBrowser, deleted] = await listings(4);
      await addToShortlist(t.db, visitor.userId, onAccount!, minutesAfter(1));
      await addToShortlist(t.db, visitor.userId, both!, minutesAfter(2));
      await deleteListing(t.db, t.storage, deleted!, SYSTEM_ACTOR);

      const merged = await call(visitor, 'POST', '/api/me/shortlist/merge', {
        propertyIds: [fromBrowser, both, UNKNOWN_ID, deleted, fromBrowser!.toUpperCase()],
      });
      expect(merged.statusCode).toBe(200);
      const ids = responseBody(merged, listingCardListSchema).items.map((item) => item.id);
      // The listing already on the account keeps its place.
      expect(ids).toEqual([fromBrowser, both, onAccount]);
      expect(await shortlistOf(visitor)).toEqual(ids);
    });

    it('merging the same list again changes nothing', async () => {
      const visitor = await aVisitor();
      const ids = await listings(2);
      await call(visitor, 'POST', '/api/me/shortlist/merge', { propertyIds: ids });
      const again = await call(visitor, 'POST', '/api/me/shortlist/merge', { propertyIds: ids });
      expect(responseBody(again, listingCardListSchema).items.map((item) => item.id)).toEqual(ids);
    });

    it('fills only the room left on a nearly full shortlist', async () => {
      const visitor = await aVisitor();
      const saved = await listings(SHORTLIST_LIMITS.maxShortlisted - 1);
      await t.db
        .insert(shortlistItems)
        .values(saved.map((propertyId) => ({ userId: visitor.userId, propertyId })));
      const [fits, doesNotFit] = await listings(2);
      await call(visitor, 'POST', '/api/me/shortlist/merge', { propertyIds: [fits, doesNotFit] });
      const ids = await shortlistOf(visitor);
      expect(ids).toHaveLength(SHORTLIST_LIMITS.maxShortlisted);
      expect(ids[0]).toBe(fits);
      expect(ids).not.toContain(doesNotFit);
    });

    it('refuses too many ids, or ids that are not listing ids, storing nothing', async () => {
      const visitor = await aVisitor();
      const tooMany = Array.from({ length: SHORTLIST_LIMITS.maxShortlisted + 1 }, () => crypto.randomUUID());
      const refused = await call(visitor, 'POST', '/api/me/shortlist/merge', { propertyIds: tooMany });
      expect(refused.statusCode).toBe(400);
      expect(errorBody(refused).error.fields).toEqual({
        propertyIds: `At most ${SHORTLIST_LIMITS.maxShortlisted} listings at a time`,
      });

      const id = await aListing();
      const bad = await call(visitor, 'POST', '/api/me/shortlist/merge', {
        propertyIds: [id, "1' or '1'='1"],
      });
      expect(bad.statusCode).toBe(400);
      expect((await call(visitor, 'POST', '/api/me/shortlist/merge', {})).statusCode).toBe(400);
      expect(await shortlistOf(visitor)).toEqual([]);
    });
  });

  describe('recently viewed', () => {
    it('lists the listings opened, the latest view first', async () => {
      const visitor = await aVisitor();
      const [first, second] = await listings(2);
      await recordRecentlyViewed(t.db, visitor.userId, first!, minutesAfter(1));
      await recordRecentlyViewed(t.db, visitor.userId, second!, minutesAfter(2));
      expect(await recentOf(visitor)).toEqual([second, first]);

      // Opening one again moves it to the top instead of listing it twice.
      await recordRecentlyViewed(t.db, visitor.userId, first!, minutesAfter(3));
      expect(await recentOf(visitor)).toEqual([first, second]);
    });

    it('records a view through the API, and 404 for a listing that does not exist', async () => {
      const visitor = await aVisitor();
      const id = await aListing();
      expect((await call(visitor, 'POST', `/api/me/recently-viewed/${id}`)).statusCode).toBe(204);
      expect(await recentOf(visitor)).toEqual([id]);
      expect((await call(visitor, 'POST', `/api/me/recently-viewed/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await call(visitor, 'POST', '/api/me/recently-viewed/not-an-id')).statusCode).toBe(400);
      expect(await recentOf(visitor)).toEqual([id]);
    });

    it(`keeps only the latest ${SHORTLIST_LIMITS.maxRecentlyViewed} views`, async () => {
      const visitor = await aVisitor();
      const ids = await listings(SHORTLIST_LIMITS.maxRecentlyViewed + 2);
      for (const [minute, id] of ids.entries()) {
        await recordRecentlyViewed(t.db, visitor.userId, id, minutesAfter(minute));
      }
      const stored = await t.db.select().from(recentlyViewed);
      expect(stored.filter((row) => row.userId === visitor.userId)).toHaveLength(
        SHORTLIST_LIMITS.maxRecentlyViewed,
      );
      expect(await recentOf(visitor)).toEqual(ids.slice(2).reverse());
    });

    it('merges the views from before sign-in as the latest, keeping the limit and skipping unknown ids', async () => {
      const visitor = await aVisitor();
      const earlier = await listings(SHORTLIST_LIMITS.maxRecentlyViewed);
      for (const [minute, id] of earlier.entries()) {
        await recordRecentlyViewed(t.db, visitor.userId, id, minutesAfter(minute));
      }
      const [fresh] = await listings(1);
      const merged = await call(visitor, 'POST', '/api/me/recently-viewed/merge', {
        propertyIds: [fresh, UNKNOWN_ID, earlier[0]],
      });
      expect(merged.statusCode).toBe(200);
      const ids = responseBody(merged, listingCardListSchema).items.map((item) => item.id);
      expect(ids).toHaveLength(SHORTLIST_LIMITS.maxRecentlyViewed);
      expect(ids.slice(0, 2)).toEqual([fresh, earlier[0]]);
      // The oldest view not seen again made room.
      expect(ids).not.toContain(earlier[1]);
    });

    it('clears the list', async () => {
      const visitor = await aVisitor();
      const id = await aListing();
      await call(visitor, 'POST', `/api/me/recently-viewed/${id}`);
      expect((await call(visitor, 'DELETE', '/api/me/recently-viewed')).statusCode).toBe(204);
      expect(await recentOf(visitor)).toEqual([]);
    });

    it('drops a deleted listing', async () => {
      const visitor = await aVisitor();
      const [kept, deleted] = await listings(2);
      await recordRecentlyViewed(t.db, visitor.userId, deleted!, minutesAfter(1));
      await recordRecentlyViewed(t.db, visitor.userId, kept!, minutesAfter(2));
      await deleteListing(t.db, t.storage, deleted!, SYSTEM_ACTOR);
      expect(await recentOf(visitor)).toEqual([kept]);
    });
  });

  describe('who may use the lists', () => {
    const routes = (id: string) =>
      [
        ['GET', '/api/me/shortlist'],
        ['PUT', `/api/me/shortlist/${id}`],
        ['DELETE', `/api/me/shortlist/${id}`],
        ['POST', '/api/me/shortlist/merge', { propertyIds: [id] }],
        ['GET', '/api/me/recently-viewed'],
        ['POST', `/api/me/recently-viewed/${id}`],
        ['POST', '/api/me/recently-viewed/merge', { propertyIds: [id] }],
        ['DELETE', '/api/me/recently-viewed'],
      ] as const;

    it('answers 401 to a visitor who is not signed in', async () => {
      const id = await aListing();
      for (const [method, url, payload] of routes(id)) {
        const response = await call(null, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(errorBody(response).error.code).toBe('UNAUTHORIZED');
      }
    });

    it('refuses a signed-in write without the session’s security token, changing nothing', async () => {
      const visitor = await aVisitor();
      const id = await aListing();
      for (const [method, url, payload] of routes(id).filter(([method]) => method !== 'GET')) {
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie: visitor.cookie },
          ...(payload && { payload }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(errorBody(response).error.code).toBe('CSRF');
      }
      expect(await shortlistOf(visitor)).toEqual([]);
      expect(await recentOf(visitor)).toEqual([]);
    });
  });
});
