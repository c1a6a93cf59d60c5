import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  savedSearchAnswerSchema,
  savedSearchListSchema,
  unsubscribeAnswerSchema,
} from '#domain/saved-search';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { alertDeliveries, savedSearches } from '#server/db/schema';
import { updateListing } from '#server/listings/listing-writes';
import { createLiveListing } from '#server/testing/live-listing';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { injectAs, signedInVisitor, type SignedInVisitor } from '#server/testing/signed-in-visitor';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { recordAlertMatches, savedSearchesMatchingListing } from './alerts/alert-matching.js';
import { mintUnsubscribeToken, unsubscribeLinks } from './unsubscribe/unsubscribe-token.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(TEST_DATABASE_KINDS)('saved searches on %s', (kind) => {
  let t: TestApp;
  let visitors = 0;
  const aVisitor = async () => {
    visitors += 1;
    return signedInVisitor(t.app, `searcher${visitors}@example.com`);
  };
  const call = (
    browser: SignedInVisitor | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => injectAs(t.app, browser, method, url, payload);
  const save = (browser: SignedInVisitor, body: Record<string, unknown> = {}) =>
    call(browser, 'POST', '/api/me/saved-searches', {
      name: '2 BHK flats to rent in Bengaluru',
      frequency: 'daily',
      search: { status: 'rent', city: 'Bengaluru', bedrooms: '2', type: 'flat' },
      ...body,
    });
  const listOf = async (browser: SignedInVisitor) => {
    const response = await call(browser, 'GET', '/api/me/saved-searches');
    expect(response.statusCode).toBe(200);
    return responseBody(response, savedSearchListSchema).items;
  };
  const aListing = async (overrides: Partial<PropertyInput> = {}) =>
    createLiveListing(t.db, propertyInputSchema.parse(aFlat(overrides)), [], SYSTEM_ACTOR);
  const aSearch = async (browser: SignedInVisitor, search: Record<string, string>, frequency = 'instant') =>
    responseBody(await save(browser, { search, frequency }), savedSearchAnswerSchema).savedSearch.id;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  describe('saving, listing, changing and deleting', () => {
    it('saves the search as the address’s filters, trimmed name, without sort or paging', async () => {
      const visitor = await aVisitor();
      const saved = await save(visitor, {
        name: '  Rentals near work  ',
        search: {
          status: 'rent',
          city: 'Bengaluru',
          bedrooms: '3,2',
          minPrice: '20000',
          sort: 'price-asc',
          page: '3',
        },
      });
      expect(saved.statusCode).toBe(201);
      expect(responseBody(saved, savedSearchAnswerSchema).savedSearch).toMatchObject({
        name: 'Rentals near work',
        frequency: 'daily',
        search: { status: 'rent', city: 'Bengaluru', bedrooms: [2, 3], minPrice: 20000 },
        version: 1,
      });
      expect(responseBody(saved, savedSearchAnswerSchema).savedSearch.search).not.toHaveProperty('sort');
      expect(responseBody(saved, savedSearchAnswerSchema).savedSearch.search).not.toHaveProperty('page');
      const list = await call(visitor, 'GET', '/api/me/saved-searches');
      expect(list.headers['cache-control']).toBe('no-store');
      expect(responseBody(list, savedSearchListSchema)).toMatchObject({
        limit: SAVED_SEARCH_LIMITS.maxPerUser,
        items: [{ name: 'Rentals near work' }],
      });
    });

    it('refuses a blank or long name, an unknown frequency and a search /properties would refuse', async () => {
      const visitor = await aVisitor();
      const blank = await save(visitor, { name: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(errorBody(blank).error.fields).toEqual({ name: SAVED_SEARCH_MESSAGES.nameRequired });
      const long = await save(visitor, { name: 'x'.repeat(SAVED_SEARCH_LIMITS.nameMaxLength + 1) });
      expect(errorBody(long).error.fields).toEqual({ name: SAVED_SEARCH_MESSAGES.nameTooLong });
      const hourly = await save(visitor, { frequency: 'hourly' });
      expect(errorBody(hourly).error.fields).toEqual({ frequency: SAVED_SEARCH_MESSAGES.frequencyInvalid });
      const reversed = await save(visitor, { search: { minPrice: '500', maxPrice: '100' } });
      expect(reversed.statusCode).toBe(400);
      expect(errorBody(reversed).error.code).toBe('VALIDATION_FAILED');
      expect(await listOf(visitor)).toEqual([]);
    });

    it(`refuses a search beyond ${SAVED_SEARCH_LIMITS.maxPerUser}, even when several arrive at once`, async () => {
      const visitor = await aVisitor();
      await t.db.insert(savedSearches).values(
        Array.from({ length: SAVED_SEARCH_LIMITS.maxPerUser - 2 }, (_, i) => ({
          userId: visitor.userId,
          name: `Search ${i}`,
          frequency: 'off' as const,
          search: { city: `Place ${i}` },
        })),
      );
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) => save(visitor, { search: { city: `Town ${i}` } })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(errorBody(refused).error).toEqual({
        code: 'SAVED_SEARCH_LIMIT',
        message: SAVED_SEARCH_MESSAGES.full,
      });
      expect(await listOf(visitor)).toHaveLength(SAVED_SEARCH_LIMITS.maxPerUser);
    });

    it('renames, pauses and deletes; a stale version hears RECORD_CHANGED', async () => {
      const visitor = await aVisitor();
      const { id } = responseBody(await save(visitor), savedSearchAnswerSchema).savedSearch;
      const renamed = await call(visitor, 'PATCH', `/api/me/saved-searches/${id}`, {
        name: 'Flats',
        version: 1,
      });
      expect(renamed.statusCode).toBe(200);
      expect(responseBody(renamed, savedSearchAnswerSchema).savedSearch).toMatchObject({
        name: 'Flats',
        frequency: 'daily',
        version: 2,
      });
      const stale = await call(visitor, 'PATCH', `/api/me/saved-searches/${id}`, {
        frequency: 'off',
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(errorBody(stale).error.code).toBe('RECORD_CHANGED');
      const paused = await call(visitor, 'PATCH', `/api/me/saved-searches/${id}`, { frequency: 'off' });
      expect(responseBody(paused, savedSearchAnswerSchema).savedSearch).toMatchObject({
        frequency: 'off',
        version: 3,
      });
      expect((await call(visitor, 'PATCH', `/api/me/saved-searches/${id}`, {})).statusCode).toBe(400);

      expect((await call(visitor, 'DELETE', `/api/me/saved-searches/${id}`)).statusCode).toBe(204);
      expect((await call(visitor, 'DELETE', `/api/me/saved-searches/${id}`)).statusCode).toBe(404);
      expect(await listOf(visitor)).toEqual([]);
    });

    it('keeps each person’s searches to themselves: another’s is not found, and stays as it was', async () => {
      const [owner, other] = [await aVisitor(), await aVisitor()];
      const { id } = responseBody(await save(owner), savedSearchAnswerSchema).savedSearch;
      expect(await listOf(other)).toEqual([]);
      for (const [method, payload] of [
        ['PATCH', { name: 'Mine now' }],
        ['PATCH', { name: 'Mine now', version: 1 }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(other, method, `/api/me/saved-searches/${id}`, payload);
        expect(response.statusCode, method).toBe(404);
        expect(errorBody(response).error).toEqual({
          code: 'NOT_FOUND',
          message: SAVED_SEARCH_MESSAGES.notFound,
        });
      }
      expect(await listOf(owner)).toMatchObject([
        { id, name: '2 BHK flats to rent in Bengaluru', version: 1 },
      ]);
      expect(
        (await call(owner, 'PATCH', `/api/me/saved-searches/${UNKNOWN_ID}`, { name: 'x' })).statusCode,
      ).toBe(404);
    });

    it('saves one search once: a second save, in any order or case, or at the same moment, names the first', async () => {
      const visitor = await aVisitor();
      const first = await save(visitor, { search: { city: 'Kochi', status: 'rent', type: 'villa,flat' } });
      expect(first.statusCode).toBe(201);
      const saved = responseBody(first, savedSearchAnswerSchema).savedSearch;
      expect(saved.search).toEqual({ status: 'rent', type: ['flat', 'villa'], city: 'Kochi' });
      const again = await Promise.all([
        save(visitor, { name: 'Again', search: { type: 'flat,villa', city: 'kochi ', status: 'rent' } }),
        save(visitor, {
          frequency: 'weekly',
          search: { city: 'KOCHI', status: 'rent', type: 'villa,flat', sort: 'newest' },
        }),
      ]);
      for (const answer of again) {
        expect(answer.statusCode).toBe(409);
        expect(errorBody(answer).error).toEqual({
          code: 'SAVED_SEARCH_EXISTS',
          message: SAVED_SEARCH_MESSAGES.alreadySaved(saved.name),
          current: saved,
        });
      }
      const racing = await Promise.all(
        Array.from({ length: 3 }, () => save(visitor, { search: { city: 'Pune', bedrooms: '2' } })),
      );
      expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await listOf(visitor)).toHaveLength(2);
      // Another person saves the same search as their own.
      expect(
        (await save(await aVisitor(), { search: { city: 'Kochi', status: 'rent', type: 'flat,villa' } }))
          .statusCode,
      ).toBe(201);
    });

    it('changes the criteria of a saved search, never to those of another of the person’s searches', async () => {
      const visitor = await aVisitor();
      const kochi = responseBody(
        await save(visitor, { search: { city: 'Kochi' } }),
        savedSearchAnswerSchema,
      ).savedSearch;
      const pune = responseBody(
        await save(visitor, { name: 'Pune', search: { city: 'Pune' } }),
        savedSearchAnswerSchema,
      ).savedSearch;
      const changed = await call(visitor, 'PATCH', `/api/me/saved-searches/${kochi.id}`, {
        search: { city: 'Kochi', status: 'rent', bedrooms: '3,2', maxPrice: '40000', page: '2' },
        version: kochi.version,
      });
      expect(changed.statusCode).toBe(200);
      expect(responseBody(changed, savedSearchAnswerSchema).savedSearch).toMatchObject({
        name: kochi.name,
        search: { city: 'Kochi', status: 'rent', bedrooms: [2, 3], maxPrice: 40000 },
        version: kochi.version + 1,
      });
      // The same criteria again, written another way: nothing to change.
      const same = await call(visitor, 'PATCH', `/api/me/saved-searches/${kochi.id}`, {
        search: { maxPrice: '40000', bedrooms: '2,3', status: 'rent', city: 'Kochi' },
      });
      expect(responseBody(same, savedSearchAnswerSchema).savedSearch.version).toBe(kochi.version + 1);
      const clash = await call(visitor, 'PATCH', `/api/me/saved-searches/${kochi.id}`, {
        search: { city: 'pune' },
      });
      expect(clash.statusCode).toBe(409);
      expect(errorBody(clash).error).toMatchObject({
        code: 'SAVED_SEARCH_EXISTS',
        message: SAVED_SEARCH_MESSAGES.alreadySaved('Pune'),
        current: { id: pune.id },
      });
      expect((await listOf(visitor)).find((search) => search.id === kochi.id)).toMatchObject({
        version: kochi.version + 1,
      });
    });

    it('never lets one person change another’s criteria, and refuses criteria /properties would refuse', async () => {
      const [owner, other] = [await aVisitor(), await aVisitor()];
      const { id } = responseBody(await save(owner), savedSearchAnswerSchema).savedSearch;
      for (const payload of [{ search: { city: 'Goa' } }, { search: { city: 'Goa' }, version: 1 }]) {
        const response = await call(other, 'PATCH', `/api/me/saved-searches/${id}`, payload);
        expect(response.statusCode).toBe(404);
      }
      for (const search of [
        { bedrooms: '9' },
        { minPrice: '500', maxPrice: '100' },
        { city: 'x'.repeat(10_000) },
        { q: '🏠'.repeat(200) },
        { type: 'castle' },
        { postedWithin: 'soon' },
        'Kochi',
        ['Kochi'],
        42,
        null,
      ]) {
        const response = await call(owner, 'PATCH', `/api/me/saved-searches/${id}`, { search });
        expect(response.statusCode, JSON.stringify(search).slice(0, 40)).toBe(400);
        expect(errorBody(response).error.code).toBe('VALIDATION_FAILED');
      }
      const bad = await call(owner, 'PATCH', `/api/me/saved-searches/not-a-uuid`, { search: {} });
      expect(bad.statusCode).toBe(400);
      const unicode = await call(owner, 'PATCH', `/api/me/saved-searches/${id}`, {
        search: { city: 'तिरुवनंतपुरम', q: 'समुद्र दृश्य' },
      });
      expect(unicode.statusCode).toBe(200);
      expect(await listOf(owner)).toMatchObject([{ id, version: 2 }]);
      expect(
        responseBody(await call(owner, 'GET', '/api/me/saved-searches'), savedSearchListSchema).items[0]!
          .search,
      ).toEqual({
        // A city's Devanagari name is kept as the city it names, so it is one search with the English one.
        city: 'Thiruvananthapuram',
        q: 'समुद्र दृश्य',
      });
    });

    it('answers 401 signed out, and refuses writes without the session’s security token', async () => {
      const visitor = await aVisitor();
      const { id } = responseBody(await save(visitor), savedSearchAnswerSchema).savedSearch;
      const routes = [
        ['GET', '/api/me/saved-searches'],
        ['POST', '/api/me/saved-searches', { name: 'x', frequency: 'off', search: {} }],
        ['PATCH', `/api/me/saved-searches/${id}`, { name: 'x' }],
        ['DELETE', `/api/me/saved-searches/${id}`],
      ] as const;
      for (const [method, url, payload] of routes) {
        const response = await call(null, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
      for (const [method, url, payload] of routes.filter(([method]) => method !== 'GET')) {
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie: visitor.cookie },
          ...(payload && { payload }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(errorBody(response).error.code).toBe('CSRF');
      }
      expect(await listOf(visitor)).toMatchObject([{ id, version: 1 }]);
    });
  });

  describe('matching listings to saved searches', () => {
    it('finds the searches whose /properties search finds the listing, and never a paused one', async () => {
      const hunter = await aVisitor();
      const bengaluruFlats = await aSearch(hunter, { city: 'bengaluru', type: 'flat', bedrooms: '3' });
      const words = await aSearch(hunter, { q: 'metro', status: 'sale' }, 'weekly');
      const chennai = await aSearch(hunter, { city: 'Chennai' });
      const cheap = await aSearch(hunter, { maxPrice: '5000000' });
      const paused = await aSearch(hunter, { city: 'Bengaluru' }, 'off');
      const listing = await aListing();

      const matched = (await savedSearchesMatchingListing(t.db, listing.id)).map((match) => match.id);
      expect(matched).toEqual(expect.arrayContaining([bengaluruFlats, words]));
      expect(matched).not.toContain(chennai);
      expect(matched).not.toContain(cheap);
      expect(matched).not.toContain(paused);
      expect(await savedSearchesMatchingListing(t.db, UNKNOWN_ID)).toEqual([]);
    });

    it('records a match once: a price drop tells only the searches the new price now fits', async () => {
      const hunter = await aVisitor();
      const anyPrice = await aSearch(hunter, { city: 'Mysuru' });
      const underOneCrore = await aSearch(hunter, { city: 'Mysuru', maxPrice: '10000000' });
      const listing = await aListing({ city: 'Mysuru', price: 12_000_000 });

      // Other tests' searches may match too (one for "metro"): only this hunter's are looked at.
      const hunters = (matches: Array<{ id: string; userId: string }>) =>
        matches.filter((match) => match.userId === hunter.userId).map((match) => match.id);
      const listed = await recordAlertMatches(t.db, listing.id, 'listed');
      expect(hunters(listed)).toEqual([anyPrice]);
      // The job retried: nothing new to tell.
      expect(await recordAlertMatches(t.db, listing.id, 'listed')).toEqual([]);

      await updateListing(
        t.db,
        t.storage,
        listing.id,
        {
          version: listing.version,
          data: propertyInputSchema.parse(aFlat({ city: 'Mysuru', price: 9_500_000 })),
        },
        SYSTEM_ACTOR,
      );
      const dropped = await recordAlertMatches(t.db, listing.id, 'price-drop');
      expect(hunters(dropped)).toEqual([underOneCrore]);
      const deliveries = await t.db
        .select()
        .from(alertDeliveries)
        .where(eq(alertDeliveries.propertyId, listing.id))
        .then((rows) => rows.filter((row) => [anyPrice, underOneCrore].includes(row.savedSearchId)));
      expect(
        deliveries.map(({ savedSearchId, reason, price, mailedAt }) => ({
          savedSearchId,
          reason,
          price,
          mailedAt,
        })),
      ).toEqual(
        expect.arrayContaining([
          { savedSearchId: anyPrice, reason: 'listed', price: 12_000_000, mailedAt: null },
          { savedSearchId: underOneCrore, reason: 'price-drop', price: 9_500_000, mailedAt: null },
        ]),
      );
      expect(deliveries).toHaveLength(2);
    });
  });

  describe('the one-click unsubscribe link', () => {
    const frequencyOf = async (id: string) =>
      (await t.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]?.frequency;

    it('shows which search a link stops without changing it, and stops it on POST, signed out', async () => {
      const hunter = await aVisitor();
      const id = await aSearch(hunter, { city: 'Pune' }, 'instant');
      const token = encodeURIComponent(mintUnsubscribeToken(t.config.unsubscribeSecret, id));

      const shown = await call(null, 'GET', `/api/saved-searches/unsubscribe?token=${token}`);
      expect(shown.statusCode).toBe(200);
      expect(responseBody(shown, unsubscribeAnswerSchema)).toEqual({
        savedSearch: { name: '2 BHK flats to rent in Bengaluru', frequency: 'instant' },
      });
      expect(await frequencyOf(id)).toBe('instant');

      // As a mail client sends RFC 8058's one-click POST: a form body, no cookie, no origin.
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/api/saved-searches/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(responseBody(oneClick, unsubscribeAnswerSchema).savedSearch.frequency).toBe('off');
      expect(await frequencyOf(id)).toBe('off');
      // Again (a retry, a second click): the same answer.
      expect((await call(null, 'POST', `/api/saved-searches/unsubscribe?token=${token}`)).statusCode).toBe(
        200,
      );
    });

    it('refuses a forged or mangled token with a clear 400, changing nothing', async () => {
      const hunter = await aVisitor();
      const id = await aSearch(hunter, { city: 'Pune' }, 'daily');
      const genuine = mintUnsubscribeToken(t.config.unsubscribeSecret, id);
      const other = await aSearch(hunter, { city: 'Goa' }, 'daily');
      const tokens = [
        mintUnsubscribeToken('some-other-secret', id),
        `${other}.${genuine.split('.')[1]}`,
        genuine.slice(0, -2),
        `${genuine}.x`,
        'nonsense',
        '',
      ];
      for (const token of tokens) {
        const response = await call(
          null,
          'POST',
          `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
        );
        expect(response.statusCode, token).toBe(400);
        expect(errorBody(response).error).toEqual({
          code: 'UNSUBSCRIBE_TOKEN_INVALID',
          message: SAVED_SEARCH_MESSAGES.unsubscribeInvalid,
        });
      }
      expect((await call(null, 'POST', '/api/saved-searches/unsubscribe')).statusCode).toBe(400);
      expect(await frequencyOf(id)).toBe('daily');
      expect(await frequencyOf(other)).toBe('daily');
    });

    it('says so when the search was deleted', async () => {
      const hunter = await aVisitor();
      const id = await aSearch(hunter, { city: 'Pune' });
      await call(hunter, 'DELETE', `/api/me/saved-searches/${id}`);
      const token = encodeURIComponent(mintUnsubscribeToken(t.config.unsubscribeSecret, id));
      const response = await call(null, 'POST', `/api/saved-searches/unsubscribe?token=${token}`);
      expect(response.statusCode).toBe(404);
      expect(errorBody(response).error.message).toBe(SAVED_SEARCH_MESSAGES.unsubscribeGone);
    });

    it('gives alert mails the page link and the List-Unsubscribe headers of one-click unsubscribe', () => {
      const links = unsubscribeLinks(TEST_PUBLIC_URL, 'secret', UNKNOWN_ID);
      expect(links.page).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/unsubscribe\\?token=${UNKNOWN_ID}\\.`));
      expect(links.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(
          /^<http:\/\/localhost\/api\/saved-searches\/unsubscribe\?token=.+>$/,
        ) as string,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    });
  });
});
