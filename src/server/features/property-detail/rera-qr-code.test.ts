import { eq } from 'drizzle-orm';
import { createLiveListing } from '#server/testing/live-listing';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { properties } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody } from '#server/testing/response-body';
import { signIn } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

const MAHARERA_PORTAL = 'https://maharera.maharashtra.gov.in';

describe.each(TEST_DATABASE_KINDS)('the RERA QR code of a listing on %s', (kind) => {
  let t: TestApp;
  const ids = {} as Record<
    'registered' | 'unregistered' | 'noPortal' | 'draft' | 'archived' | 'sold' | 'deleted',
    string
  >;
  const make = async (overrides: Partial<PropertyInput>) =>
    (await createLiveListing(t.db, propertyInputSchema.parse(aFlat(overrides)), [], SYSTEM_ACTOR)).id;
  const registeredFlat = {
    state: 'Maharashtra',
    isReraRegistered: true,
    reraNumber: 'P51800012345',
  } as const;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ids.registered = await make(registeredFlat);
    ids.unregistered = await make({ state: 'Maharashtra' });
    // Andhra Pradesh's regulator is known, its portal's address is not: no code can point at it.
    ids.noPortal = await make({
      state: 'Andhra Pradesh',
      isReraRegistered: true,
      reraNumber: 'P02/2020/123',
    });
    ids.draft = await make(registeredFlat);
    ids.archived = await make(registeredFlat);
    ids.sold = await make(registeredFlat);
    ids.deleted = '5f0c3a52-3b8e-4f55-9a4e-0d6c4b1f3b71';
    const left = { inPublicSearch: false, leftPublicAt: new Date() };
    await t.db
      .update(properties)
      .set({ listingState: 'draft', listedAt: null, inPublicSearch: false })
      .where(eq(properties.id, ids.draft));
    await t.db
      .update(properties)
      .set({ listingState: 'archived', ...left })
      .where(eq(properties.id, ids.archived));
    await t.db
      .update(properties)
      .set({ listingState: 'sold', ...left })
      .where(eq(properties.id, ids.sold));
  });
  afterAll(async () => t?.close());

  const qr = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/properties/${id}/rera-qr.svg`, headers });

  it('draws a QR code of the state portal as SVG, for anyone, kept for an hour', async () => {
    const response = await qr(ids.registered);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).toBe(
      await QRCode.toString(MAHARERA_PORTAL, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }),
    );
  });

  it('answers a signed-in visitor and an admin the same as a signed-out one', async () => {
    const anonymous = (await qr(ids.registered)).body;
    for (const email of ['visitor@example.com', 'admin@example.com']) {
      const { jar } = await signIn(t.app, email);
      const response = await qr(ids.registered, { cookie: jar.header() });
      expect(response.statusCode, email).toBe(200);
      expect(response.body, email).toBe(anonymous);
    }
  });

  it("names the number's issuer on the listing's page, from its state's regulator, and nothing without one", async () => {
    const page = async (id: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/properties/${id}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ reraIssuer: unknown }>().reraIssuer;
    };
    expect(await page(ids.registered)).toEqual({
      regulator: 'Maharashtra Real Estate Regulatory Authority (MahaRERA)',
      portal: MAHARERA_PORTAL,
    });
    expect(await page(ids.noPortal)).toEqual({
      regulator: 'Andhra Pradesh Real Estate Regulatory Authority (APRERA)',
      portal: null,
    });
    expect(await page(ids.unregistered)).toBeNull();
  });

  it('draws it for a sold listing whose page still opens', async () => {
    expect((await qr(ids.sold)).statusCode).toBe(200);
  });

  it.each([
    ['without a number', 'unregistered', 'This listing has no RERA registration to show a QR code for'],
    [
      'whose state portal is not known',
      'noPortal',
      'This listing has no RERA registration to show a QR code for',
    ],
    ['that is a draft', 'draft', 'Property not found'],
    ['that was archived', 'archived', 'Property not found'],
    ['that does not exist', 'deleted', 'Property not found'],
  ] as const)('answers 404, kept by no cache, for a listing %s', async (_, which, message) => {
    const response = await qr(ids[which]);
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).error).toMatchObject({ code: 'NOT_FOUND', message });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it.each([
    'not-a-uuid',
    '12345',
    '%F0%9F%8F%A0',
    'a'.repeat(90),
    "1' or '1'='1",
    '5F0C3A52-3B8E-4F55-9A4E-0D6C4B1F3B7Z',
  ])('refuses an id that cannot be a listing: %#', async (id) => {
    const response = await qr(id);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses an id longer than any address part the server reads', async () => {
    const response = await qr('a'.repeat(5_000));
    expect(response.statusCode).toBe(414);
    expect(errorBody(response).error.code).toBe('URI_TOO_LONG');
  });
});
