import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareAnswerSchema,
  compareLinkSchema,
  COMPARE_MESSAGES,
  compareRows,
} from '#domain/listing-compare';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { listingVerificationChecks, properties } from '#server/db/schema';
import { createListing } from '#server/listings/listing-writes';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { injectAs, signedInVisitor } from '#server/testing/signed-in-visitor';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { compareLink, listingsOfCompareLink } from './service.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const DAY = 86_400_000;

describe.each(TEST_DATABASE_KINDS)('compare on %s', (kind) => {
  let t: TestApp;
  let count = 0;

  const aListing = async (overrides: Partial<PropertyInput> = {}) => {
    count += 1;
    const input = propertyInputSchema.parse(aFlat({ title: `Flat ${count}`, ...overrides }));
    const { id } = await createListing(t.db, input, [], SYSTEM_ACTOR);
    // Published, as the team would have it: the comparison only ever shows what the public may see.
    await t.db
      .update(properties)
      .set({ listingState: 'live', listedAt: new Date(), lastConfirmedAt: new Date(), leftPublicAt: null })
      .where(eq(properties.id, id));
    return id;
  };
  const setState = (id: string, set: Partial<typeof properties.$inferInsert>) =>
    t.db
      .update(properties)
      .set({ inPublicSearch: set.listingState === 'live' || set.listingState === 'under-offer', ...set })
      .where(eq(properties.id, id));

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** The refusal's message and its fields' messages: a query's refusal names the field and says why in `fields`. */
  const said = (response: Awaited<ReturnType<typeof get>>) => {
    const { error } = errorBody(response);
    return [error.message, ...Object.values(error.fields ?? {})].join(' ');
  };
  const compare = async (ids: string[]) => {
    const response = await get(`/api/compare?ids=${ids.join(',')}`);
    expect(response.statusCode, response.body).toBe(200);
    return responseBody(response, compareAnswerSchema);
  };
  const shareLink = async (ids: unknown) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/compare/links', payload: { ids } });
    return response;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('shows the listings side by side, in the order asked for, with the carpet-area figures', async () => {
    const a = await aListing({
      price: 13_000_000,
      squareFeet: 1300,
      carpetArea: 1000,
      maintenanceCharges: 4000,
    });
    const b = await aListing({ price: 12_000_000, squareFeet: 1200, carpetArea: undefined, facing: 'north' });
    const answer = await compare([b, a.toUpperCase()]);
    expect(answer.listings.map((listing) => listing.id)).toEqual([b, a]);
    expect(answer.missing).toEqual([]);
    const [, flatA] = answer.listings;
    expect(flatA).toMatchObject({ title: 'Flat 1', listingState: 'live', departure: null });
    expect(flatA!.facts).toMatchObject({
      price: 13_000_000,
      squareFeet: 1300,
      carpetArea: 1000,
      maintenanceCharges: 4000,
      amenities: ['Lift', 'Power Backup'],
      vastuCompliant: true,
      reraNumber: null,
      verificationChecks: [],
    });
    const rows = compareRows(answer.listings, '2026-11-27');
    expect(rows.find((row) => row.key === 'loading')!.cells.map((cell) => cell.text)).toEqual([
      'Not given',
      '30%',
    ]);
  });

  it('leaves out drafts never published and unknown ids, and marks listings that left', async () => {
    const live = await aListing();
    const draft = await aListing();
    await setState(draft, { listingState: 'draft', listedAt: null, leftPublicAt: null });
    const sold = await aListing();
    await setState(sold, { listingState: 'sold', leftPublicAt: new Date(Date.UTC(2026, 10, 3, 6)) });
    const archived = await aListing();
    await setState(archived, { listingState: 'archived', leftPublicAt: new Date(Date.now() - DAY) });

    const answer = await compare([live, draft, sold, archived]);
    expect(answer.missing).toEqual([draft]);
    expect(answer.listings.map(({ id, listingState }) => ({ id, listingState }))).toEqual([
      { id: live, listingState: 'live' },
      { id: sold, listingState: 'sold' },
      { id: archived, listingState: 'archived' },
    ]);
    expect(answer.listings[1]!.departure).toEqual({ kind: 'sold', on: '2026-11-03' });
    expect(answer.listings[1]!.facts).not.toBeNull();
    // An archived listing's page is gone (410): the comparison says it left and shows none of its details.
    expect(answer.listings[2]).toMatchObject({ departure: { kind: 'unavailable', on: null }, facts: null });
    expect(JSON.stringify(answer)).not.toContain('"address"');

    const onlyHidden = await get(`/api/compare?ids=${draft},${UNKNOWN_ID}`);
    expect(onlyHidden.statusCode).toBe(404);
    expect(errorBody(onlyHidden).error.message).toBe(COMPARE_MESSAGES.noneFound);
  });

  it('shows the checks on record with their days, never who made them or their notes', async () => {
    const [a, b] = [await aListing(), await aListing()];
    await t.db.insert(listingVerificationChecks).values({
      propertyId: a,
      check: 'site-visited',
      checkedOn: '2026-11-12',
      note: 'Met the owner’s brother',
    });
    const answer = await compare([a, b]);
    expect(answer.listings[0]!.facts!.verificationChecks).toEqual([
      { check: 'site-visited', checkedOn: '2026-11-12' },
    ]);
    expect(JSON.stringify(answer)).not.toContain('brother');
  });

  it('refuses bad lists with a clear message, never a 500', async () => {
    const [a, b] = [await aListing(), await aListing()];
    const cases: Array<[string, string]> = [
      ['/api/compare', COMPARE_MESSAGES.idsMissing],
      [`/api/compare?ids=${a}`, COMPARE_MESSAGES.tooFew],
      [`/api/compare?ids=${a},${a}`, COMPARE_MESSAGES.tooFew],
      [
        `/api/compare?ids=${[
          a,
          b,
          UNKNOWN_ID,
          ...Array(2)
            .fill(0)
            .map((_, i) => `${i}0000000-0000-4000-8000-000000000000`),
        ].join(',')}`,
        COMPARE_MESSAGES.tooMany,
      ],
      [`/api/compare?ids=${a},${encodeURIComponent('नमस्ते')}`, COMPARE_MESSAGES.idInvalid],
      [`/api/compare?ids=${a},${'x'.repeat(5000)}`, COMPARE_MESSAGES.tooMany],
      [`/api/compare?ids=${a},1%27%20or%201=1`, COMPARE_MESSAGES.idInvalid],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(said(response), url).toContain(message);
    }
    expect((await get(`/api/compare?ids=${a}&ids=${b}`)).statusCode).toBe(400);
  });

  describe('the shared link', () => {
    it('opens the same comparison for anyone, signed out, with no account', async () => {
      const [a, b, c] = [await aListing(), await aListing(), await aListing()];
      const response = await shareLink([c, a, b]);
      expect(response.statusCode, response.body).toBe(200);
      const link = responseBody(response, compareLinkSchema);
      expect(link.url).toBe(`${TEST_PUBLIC_URL}/compare/shared?token=${link.token}`);

      const shared = await get(`/api/compare/shared?token=${link.token}`);
      expect(shared.statusCode).toBe(200);
      expect(responseBody(shared, compareAnswerSchema)).toEqual(await compare([c, a, b]));
    });

    it('is made for a signed-in visitor too, with their security token', async () => {
      const visitor = await signedInVisitor(t.app, 'sharer@example.com');
      const [a, b] = [await aListing(), await aListing()];
      expect((await injectAs(t.app, visitor, 'POST', '/api/compare/links', { ids: [a, b] })).statusCode).toBe(
        200,
      );
      const noToken = await t.app.inject({
        method: 'POST',
        url: '/api/compare/links',
        headers: { cookie: visitor.cookie },
        payload: { ids: [a, b] },
      });
      expect(noToken.statusCode).toBe(403);
    });

    it('opens what the comparison showed, drafts still missing, and is refused when it would show nothing', async () => {
      const [a, b] = [await aListing(), await aListing()];
      await setState(b, { listingState: 'draft', listedAt: null });
      const link = responseBody(await shareLink([a, b, UNKNOWN_ID]), compareLinkSchema);
      expect(listingsOfCompareLink(t.config.compareLinkSecret, link.token)).toEqual([a, b, UNKNOWN_ID]);
      const shared = responseBody(await get(`/api/compare/shared?token=${link.token}`), compareAnswerSchema);
      expect(shared.listings.map((listing) => listing.id)).toEqual([a]);
      expect(shared.missing).toEqual([b, UNKNOWN_ID]);
      expect((await shareLink([b, UNKNOWN_ID])).statusCode).toBe(404);
    });

    it('refuses a tampered, truncated or foreign token with a clear message', async () => {
      const [a, b, c] = [await aListing(), await aListing(), await aListing()];
      const { token } = compareLink(TEST_PUBLIC_URL, t.config.compareLinkSecret, [a, b]);
      const signature = token.split('.').at(-1)!;
      const forged = [
        token.replace(a, c), // another listing under the same signature
        `${a}.${b}.${c}.${signature}`, // one more listing
        token.slice(0, -2),
        `${token}x`,
        compareLink(TEST_PUBLIC_URL, 'another secret', [a, b]).token,
        compareLink(TEST_PUBLIC_URL, t.config.visitLinkSecret, [a, b]).token,
        `${a}.${a}.${signature}`,
        'नमस्ते',
        '.',
        'x'.repeat(299),
      ];
      for (const bad of forged) {
        const response = await get(`/api/compare/shared?token=${encodeURIComponent(bad)}`);
        expect(response.statusCode, bad).toBe(400);
        expect(['COMPARE_LINK_INVALID', 'VALIDATION_FAILED']).toContain(errorBody(response).error.code);
        expect(said(response)).toContain(COMPARE_MESSAGES.linkInvalid);
      }
      for (const url of [`/api/compare/shared?token=${'x'.repeat(5000)}`, '/api/compare/shared']) {
        const response = await get(url);
        expect(response.statusCode).toBe(400);
        expect(said(response)).toContain(COMPARE_MESSAGES.linkInvalid);
      }
    });

    it('refuses bad lists to share', async () => {
      const a = await aListing();
      for (const ids of [
        [a],
        [a, a],
        'a,b',
        [a, 42],
        [a, { id: a }],
        Array(5).fill(a),
        null,
        'x'.repeat(100_000),
      ]) {
        const response = await shareLink(ids);
        expect(response.statusCode, JSON.stringify(ids).slice(0, 80)).toBe(400);
        expect(errorBody(response).error.code).toBe('VALIDATION_FAILED');
      }
      const noBody = await t.app.inject({ method: 'POST', url: '/api/compare/links' });
      expect(noBody.statusCode).toBe(400);
    });
  });
});
