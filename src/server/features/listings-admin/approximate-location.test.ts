import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingAnswerSchema, publicListingAnswerSchema } from '#domain/listing-record';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { createLiveListing } from '#server/testing/live-listing';
import { aFlat } from '#server/testing/listing-factory';
import { responseBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { signIn, writeHeaders } from '#server/testing/sign-in';

/** Whitefield's PIN code and where its post offices are; a Mumbai one for the move. */
const WHITEFIELD = { pincode: '560066', lat: 12.97, lng: 77.75 };
const COLABA = { pincode: '400005', lat: 18.91, lng: 72.82 };
/** Within about 5 km: the centre of a PIN code's post offices, not a street address. */
const NEAR = 0.05;

describe.each(TEST_DATABASE_KINDS)('a listing saved without a map pin on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const admin = await signIn(t.app, 'admin@example.com');
    headers = writeHeaders(admin);
  });
  afterAll(async () => t?.close());

  const save = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await t.app.inject({ method, url: `/api/admin${url}`, headers, payload });
    expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
    return responseBody(response, listingAnswerSchema).property;
  };
  const create = (overrides: Partial<PropertyInput>) =>
    save('POST', '/properties', {
      property: aFlat({ latitude: undefined, longitude: undefined, ...overrides }),
    });

  it('is placed at the centre of its PIN code and marked approximate', async () => {
    const created = await create({ pincode: WHITEFIELD.pincode });
    expect(created.locationApproximate).toBe(true);
    expect(Math.abs(created.latitude! - WHITEFIELD.lat)).toBeLessThan(NEAR);
    expect(Math.abs(created.longitude! - WHITEFIELD.lng)).toBeLessThan(NEAR);
  });

  it('tells the public property page that the position is approximate', async () => {
    const live = await createLiveListing(
      t.db,
      propertyInputSchema.parse(
        aFlat({ latitude: undefined, longitude: undefined, pincode: WHITEFIELD.pincode }),
      ),
    );
    const read = await t.app.inject({ method: 'GET', url: `/api/properties/${live.id}` });
    expect(responseBody(read, publicListingAnswerSchema).property).toMatchObject({
      locationApproximate: true,
      latitude: expect.closeTo(WHITEFIELD.lat, 1) as number,
    });
  });

  it('keeps a pin the admin placed exactly', async () => {
    const created = await create({ pincode: WHITEFIELD.pincode, latitude: 12.9716, longitude: 77.7499 });
    expect(created).toMatchObject({ latitude: 12.9716, longitude: 77.7499, locationApproximate: false });
  });

  it('moves with its PIN code when edited with the map left alone, and stays put once pinned', async () => {
    const created = await create({ pincode: WHITEFIELD.pincode });
    // The edit form sends back the approximate position it loaded.
    const edited = await save('PUT', `/properties/${created.id}`, {
      version: created.version,
      property: aFlat({
        pincode: COLABA.pincode,
        city: 'Mumbai',
        state: 'Maharashtra',
        latitude: created.latitude!,
        longitude: created.longitude!,
      }),
    });
    expect(edited.locationApproximate).toBe(true);
    expect(Math.abs(edited.latitude! - COLABA.lat)).toBeLessThan(NEAR);
    expect(Math.abs(edited.longitude! - COLABA.lng)).toBeLessThan(NEAR);

    const pinned = await save('PUT', `/properties/${created.id}`, {
      version: edited.version,
      property: aFlat({
        pincode: COLABA.pincode,
        city: 'Mumbai',
        state: 'Maharashtra',
        latitude: 18.9067,
        longitude: 72.8147,
      }),
    });
    expect(pinned).toMatchObject({ latitude: 18.9067, longitude: 72.8147, locationApproximate: false });
  });

  it('falls back to the city centre for a PIN code the table does not know, else stays unplaced', async () => {
    const inCity = await create({ pincode: '411999', city: 'Pune', state: 'Maharashtra' });
    expect(inCity.locationApproximate).toBe(true);
    expect(Math.abs(inCity.latitude! - 18.52)).toBeLessThan(NEAR);

    const nowhere = await create({ pincode: '569999', city: 'Nowhere Nagar' });
    expect(nowhere).toMatchObject({ latitude: null, longitude: null, locationApproximate: false });
  });
});
