import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceBenchmarkSchema } from '#domain/price-benchmark-answer';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { properties } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { createListing } from '#server/listings/listing-writes';

const URL = '/api/admin/properties/price-benchmark';

describe.each(TEST_DATABASE_KINDS)('the usual price per sq.ft, for admins, on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let visitor: Record<string, string>;
  const ids: string[] = [];
  const list = async (overrides: Partial<PropertyInput>) => {
    const listing = await createListing(
      t.db,
      propertyInputSchema.parse(aFlat({ carpetArea: 800, features: [], ...overrides })),
      [],
      SYSTEM_ACTOR,
    );
    ids.push(listing.id);
    return listing;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const signedInAdmin = await signIn(t.app, 'admin@example.com');
    const signedInVisitor = await signIn(t.app, 'visitor@example.com');
    admin = { cookie: signedInAdmin.jar.header() };
    visitor = { cookie: signedInVisitor.jar.header() };
    // Kochi flats for sale at ₹8,000, ₹9,000 and ₹10,000 per sq.ft (1,000 sq.ft each), one in other capitals.
    for (const price of [8_000_000, 9_000_000]) await list({ city: 'Kochi', price, squareFeet: 1_000 });
    await list({ city: 'KOCHI', price: 10_000_000, squareFeet: 1_000 });
    // Not like them: another city, another type, a rent (per month: ₹30 and, quoted yearly, ₹30 per sq.ft).
    await list({ city: 'Thrissur', price: 1_000_000, squareFeet: 1_000 });
    await list({ city: 'Kochi', subCategory: 'villa', price: 50_000_000, squareFeet: 1_000 });
    for (const [price, rentalFrequency] of [
      [30_000, 'monthly'],
      [360_000, 'yearly'],
      [36_000, 'monthly'],
    ] as const) {
      await list({ city: 'Kochi', propertyStatus: 'rent', rentalFrequency, price, squareFeet: 1_000 });
    }
  });
  afterAll(async () => t?.close());

  const ask = (query: string, headers = admin) =>
    t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers });

  it('answers the median of the city’s listings of that type and status, the city in any capitals', async () => {
    const response = await ask('city=kochi&subCategory=flat&propertyStatus=sale');
    expect(response.statusCode, response.body).toBe(200);
    expect(responseBody(response, priceBenchmarkSchema)).toEqual({ medianPricePerSqFt: 9_000, listings: 3 });
  });

  it('compares rents per month, whatever period they are quoted for', async () => {
    const response = await ask('city=Kochi&subCategory=flat&propertyStatus=rent');
    expect(responseBody(response, priceBenchmarkSchema)).toEqual({ medianPricePerSqFt: 30, listings: 3 });
  });

  it('leaves out the listing being edited, and has no median with too few listings', async () => {
    const response = await ask(`city=Kochi&subCategory=flat&propertyStatus=sale&excluding=${ids[0]}`);
    expect(responseBody(response, priceBenchmarkSchema)).toEqual({ medianPricePerSqFt: null, listings: 2 });
    const nowhere = await ask('city=Atlantis&subCategory=flat&propertyStatus=sale');
    expect(responseBody(nowhere, priceBenchmarkSchema)).toEqual({ medianPricePerSqFt: null, listings: 0 });
  });

  it('is for admins only', async () => {
    expect((await ask('city=Kochi&subCategory=flat&propertyStatus=sale', {})).statusCode).toBe(401);
    expect((await ask('city=Kochi&subCategory=flat&propertyStatus=sale', visitor)).statusCode).toBe(403);
  });

  it.each([
    ['no city', 'subCategory=flat&propertyStatus=sale', 'city'],
    ['a blank city', 'city=%20%20&subCategory=flat&propertyStatus=sale', 'city'],
    ['a city far too long', `city=${'k'.repeat(5_000)}&subCategory=flat&propertyStatus=sale`, 'city'],
    ['a type HouseHunt does not list', 'city=Kochi&subCategory=castle&propertyStatus=sale', 'subCategory'],
    [
      'a status other than sale or rent',
      'city=Kochi&subCategory=flat&propertyStatus=lease',
      'propertyStatus',
    ],
    [
      'an id that is not one',
      'city=Kochi&subCategory=flat&propertyStatus=sale&excluding=1%27%20or%201=1',
      'excluding',
    ],
    ['a list where one value goes', 'city=Kochi&city=Thrissur&subCategory=flat&propertyStatus=sale', 'city'],
  ])('refuses %s with a message on the field, never a 500', async (_what, query, field) => {
    const response = await ask(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBody(response).error.fields).toHaveProperty(field);
  });

  it('takes a city in any script and characters SQL cares about as plain text', async () => {
    for (const city of ['കൊച്ചി', "Ko'chi; drop table properties", '100%_city', '\u0000']) {
      const response = await ask(`city=${encodeURIComponent(city)}&subCategory=flat&propertyStatus=sale`);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    expect(await t.db.select().from(properties)).toHaveLength(ids.length);
  });
});
