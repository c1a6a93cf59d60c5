import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesAnswerSchema, type PlaceSuggestion } from '#domain/places';
import type { PropertyInput } from '#domain/property-schema';
import { properties } from '#server/db/schema';
import { createNamedLiveListings } from '#server/testing/live-listing';
import { errorBody, responseBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { namedPlacesQuery, pinCodePlacesQuery } from '#server/listings/place-counts';

const LISTINGS = {
  whitefield: { location: 'Whitefield', city: 'Bengaluru', pincode: '560066' },
  whitefieldToo: { location: 'Whitefield', city: 'Bengaluru', pincode: '560066' },
  koramangala: { location: 'Koramangala', city: 'Bengaluru', pincode: '560034' },
  sarjapur: { location: 'Sarjapur Road', city: 'Bengaluru', pincode: '562125' },
  powai: { location: 'Powai', city: 'Mumbai', state: 'Maharashtra', pincode: '400076' },
} satisfies Record<string, Partial<PropertyInput>>;

describe.each(TEST_DATABASE_KINDS)('the place autocomplete on %s', (kind) => {
  let t: TestApp;
  let ids: Record<keyof typeof LISTINGS, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    ids = await createNamedLiveListings(t.db, LISTINGS);
  });
  afterAll(async () => t?.close());

  const places = async (q: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}` });
    return responseBody(response, placesAnswerSchema).items;
  };
  const whitefield: PlaceSuggestion = {
    kind: 'locality',
    label: 'Whitefield, Bengaluru',
    city: 'Bengaluru',
    locality: 'Whitefield',
    count: 2,
  };

  it('suggests a locality as it is typed, and misspelt', async () => {
    expect((await places('Whi'))[0]).toEqual(whitefield);
    expect((await places('whitefeild'))[0]).toEqual(whitefield);
    expect((await places('koramangla'))[0]).toMatchObject({ kind: 'locality', locality: 'Koramangala' });
    expect((await places('sarjapur'))[0]).toMatchObject({ locality: 'Sarjapur Road', count: 1 });
  });

  it('suggests a city by its name today, an old name or a misspelling, with its count', async () => {
    const bengaluru = { kind: 'city', label: 'Bengaluru', city: 'Bengaluru', count: 4 };
    for (const typed of ['Bengaluru', 'Bangalore', 'banglore', 'beng']) {
      expect(await places(typed), typed).toContainEqual(bengaluru);
    }
    expect(await places('Bombay')).toContainEqual({
      kind: 'city',
      label: 'Mumbai',
      city: 'Mumbai',
      count: 1,
    });
  });

  it('suggests the same places for their Devanagari names, whole or begun', async () => {
    const bengaluru = { kind: 'city', label: 'Bengaluru', city: 'Bengaluru', count: 4 };
    for (const typed of ['बेंगलुरु', 'बैंगलोर', 'बेंग']) expect(await places(typed), typed).toContainEqual(bengaluru);
    expect((await places('व्हाइटफ़ील्ड'))[0]).toEqual(whitefield);
    expect((await places('व्हाइटफील्ड'))[0]).toEqual(whitefield);
  });

  it('suggests PIN codes from their first digits, the most listings first', async () => {
    expect(await places('5600')).toEqual([
      {
        kind: 'pincode',
        label: '560066 · Whitefield, Bengaluru',
        city: 'Bengaluru',
        locality: 'Whitefield',
        pincode: '560066',
        count: 2,
      },
      expect.objectContaining({ pincode: '560034', count: 1 }),
    ]);
    expect(await places('560 066')).toHaveLength(1);
    expect(await places('4000761')).toEqual([]);
  });

  it('suggests nothing for less than two characters or for nothing like a place', async () => {
    for (const typed of ['', ' ', 'w', 'zzzzqqq', '%', '__', '०००'])
      expect(await places(typed), typed).toEqual([]);
  });

  it('forgets a place once its listings leave the public search', async () => {
    await t.db.update(properties).set({ inPublicSearch: false }).where(eq(properties.id, ids.powai));
    expect(await places('Powai')).toEqual([]);
    await t.db.update(properties).set({ inPublicSearch: true }).where(eq(properties.id, ids.powai));
    expect(await places('Powai')).toEqual([
      { kind: 'locality', label: 'Powai, Mumbai', city: 'Mumbai', locality: 'Powai', count: 1 },
    ]);
  });

  it.each([
    ['q=' + 'a'.repeat(101), 400],
    ['q=a&q=b', 400],
    [
      'q=%E0%A4%B5%E0%A5%8D%E0%A4%B9%E0%A4%BE%E0%A4%87%E0%A4%9F%E0%A4%AB%E0%A5%80%E0%A4%B2%E0%A5%8D%E0%A4%A1',
      200,
    ],
    ['q=%F0%9F%8F%A0%F0%9F%8F%A0', 200],
    ['q=%27%3B%20drop%20table%20properties%3B--', 200],
    ['', 200],
  ])('answers %s with %i, never a 500', async (query, status) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/places?${query}` });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 400) expect(errorBody(response).error.code).toBe('VALIDATION_FAILED');
  });

  it('reads the kept place counts, never the listings', async () => {
    const plan = async (statement: SQL) => {
      const result = await t.db.execute(sql`explain (format json) ${statement}`);
      return JSON.stringify((result as { rows: unknown[] }).rows);
    };
    for (const statement of [
      namedPlacesQuery('whitefeild', ['Bengaluru'], 8),
      pinCodePlacesQuery('5600', 8),
    ]) {
      const text = await plan(statement);
      expect(text).toContain('listing_place_counts');
      expect(text).not.toContain('"Relation Name":"properties"');
    }
  });
});
