import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingAnswerSchema } from '#domain/listing-record';
import type { PropertyInput } from '#domain/property-schema';
import type { IndianState } from '#domain/taxonomy';
import { properties } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

/** A flat in `state` said to be RERA registered with `reraNumber`. */
const registered = (state: IndianState, reraNumber: unknown): Partial<PropertyInput> => ({
  state,
  isReraRegistered: true,
  reraNumber: reraNumber as string,
});

describe.each(TEST_DATABASE_KINDS)('RERA numbers through the admin API on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const admin = await signIn(t.app, 'admin@example.com');
    headers = writeHeaders(admin);
  });
  afterAll(async () => t?.close());

  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers, payload });
  const create = async (overrides: Partial<PropertyInput>) => {
    const response = await call('POST', '/properties', { property: aFlat(overrides) });
    expect(response.statusCode, response.body).toBe(201);
    return responseBody(response, listingAnswerSchema).property;
  };
  const storedNumber = async (id: string) =>
    (await t.db.select({ n: properties.reraNumber }).from(properties).where(eq(properties.id, id)))[0]?.n;

  it.each<[IndianState, string, string]>([
    ['Maharashtra', ' p518 0001 2345', 'P51800012345'],
    ['Karnataka', 'prm/ka/rera/1251/446/pr/171014/000438', 'PRM/KA/RERA/1251/446/PR/171014/000438'],
    ['Tamil Nadu', 'TN/29/BUILDING/0048/2017', 'TN/29/Building/0048/2017'],
    ['Delhi', 'DLRERA2019P0001', 'DLRERA2019P0001'],
    ['Haryana', 'hrera-pkl-snp-548-2024', 'HRERA-PKL-SNP-548-2024'],
  ])('stores a %s number as its regulator writes it', async (state, typed, stored) => {
    const created = await create(registered(state, typed));
    expect(created.reraNumber).toBe(stored);
    expect(await storedNumber(created.id)).toBe(stored);
  });

  it.each<[IndianState, unknown, string | RegExp]>([
    [
      'Maharashtra',
      'PRM/KA/RERA/1251/446/PR/171014/000438',
      'This is not a project registration number as Maharashtra Real Estate Regulatory Authority (MahaRERA) issues them, e.g. P51800012345',
    ],
    [
      'Uttar Pradesh',
      'UPRERAAGT10202',
      /Uttar Pradesh Real Estate Regulatory Authority \(UP RERA\).*UPRERAPRJ1234$/,
    ],
    ['West Bengal', 'WBRERA/P/KOL/2023/123', /WBRERA\/P\/KOL\/2023\/000123$/],
    ['Nagaland', 'P51800012345', /^Nagaland has no real estate regulatory authority/],
    ['Odisha', 'APPLIED-FOR', /^A RERA registration number has 6 to 60 letters and digits/],
    ['Maharashtra', 'P５１８００ ０１２３４５', /^This is not a project registration number/],
    ['Maharashtra', '\u202eP51800012345', /^This is not a project registration number/],
    ['Maharashtra', `P${'1'.repeat(1_000_000)}`, 'RERA registration number must be at most 100 characters'],
    ['Maharashtra', 51800012345, 'RERA registration number must be text'],
    ['Maharashtra', ['P51800012345'], 'RERA registration number must be text'],
    ['Maharashtra', '', 'Enter the RERA registration number of the project, or untick "RERA registered"'],
  ])(
    'refuses a %s number %#, saying why on the field and storing nothing',
    async (state, number, message) => {
      const before = (await t.db.select({ id: properties.id }).from(properties)).length;
      const response = await call('POST', '/properties', { property: aFlat(registered(state, number)) });
      expect(response.statusCode).toBe(400);
      const { error } = errorBody(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields?.reraNumber).toMatch(message);
      expect((await t.db.select({ id: properties.id }).from(properties)).length).toBe(before);
    },
  );

  it('refuses a registration choice that is not yes or no', async () => {
    const response = await call('POST', '/properties', {
      property: aFlat({ isReraRegistered: 'yes' as never, reraNumber: 'P51800012345', state: 'Maharashtra' }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error.fields?.isReraRegistered).toBe('RERA registered must be true or false');
  });

  it('changes, keeps and clears the number on save', async () => {
    const created = await create(registered('Maharashtra', 'P51800012345'));
    const save = async (version: number, overrides: Partial<PropertyInput>) => {
      const response = await call('PUT', `/properties/${created.id}`, {
        version,
        property: aFlat(overrides),
      });
      expect(response.statusCode, response.body).toBe(200);
      return responseBody(response, listingAnswerSchema).property;
    };
    expect((await save(1, registered('Maharashtra', 'PR1260002500123'))).reraNumber).toBe('PR1260002500123');
    // Checked against the state the listing moves to.
    const moved = await call('PUT', `/properties/${created.id}`, {
      version: 2,
      property: aFlat(registered('Gujarat', 'PR1260002500123')),
    });
    expect(moved.statusCode).toBe(400);
    expect(errorBody(moved).error.fields?.reraNumber).toMatch(/Gujarat Real Estate Regulatory Authority/);
    // Unticked, the number typed before is not kept.
    expect((await save(2, { state: 'Maharashtra', reraNumber: 'PR1260002500123' })).reraNumber).toBeNull();
    expect(await storedNumber(created.id)).toBeNull();
    // A commercial listing has no RERA number, whatever is sent.
    const shop = await save(3, {
      ...registered('Maharashtra', 'P51800012345'),
      mainCategory: 'commercial',
      subCategory: 'shop',
      features: [],
    });
    expect(shop.reraNumber).toBeNull();
  });

  it('shows the number on the public listing', async () => {
    const created = await create(registered('Kerala', 'k-rera/prj/ern/123/2023'));
    const publish = { to: 'live', version: created.version, confirmDuplicate: true };
    expect((await call('POST', `/properties/${created.id}/state`, publish)).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/${created.id}` });
    expect(response.json<{ property: { reraNumber: string } }>().property.reraNumber).toBe(
      'K-RERA/PRJ/ERN/123/2023',
    );
  });
});
