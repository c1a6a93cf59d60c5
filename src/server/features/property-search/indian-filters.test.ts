import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '#domain/india-calendar';
import { VERIFIED_BADGE_CHECKS } from '#domain/listing-verification';
import type { PropertyInput } from '#domain/property-schema';
import { listingVerificationChecks } from '#server/db/schema';
import { createNamedLiveListings } from '#server/testing/live-listing';
import { namedListingsFound } from '#server/testing/public-search';
import { errorBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

// The filters Indian house hunters use beyond price and BHK, each on a listing of its own.
const LISTINGS = {
  groundEast: {
    facing: 'east',
    ageOfProperty: 'newly-built',
    floorNumber: 0,
    totalFloors: 4,
    parkingSpaces: 1,
    price: 4_500_000,
  },
  topNorthEast: {
    facing: 'north-east',
    ageOfProperty: '10-plus-years',
    floorNumber: 4,
    totalFloors: 4,
    parkingSpaces: 2,
    price: 7_500_000,
  },
  middleRera: {
    state: 'Maharashtra',
    city: 'Pune',
    pincode: '411045',
    isReraRegistered: true,
    reraNumber: 'P51800012345',
    ageOfProperty: 'under-construction',
    floorNumber: 7,
    totalFloors: 20,
    price: 12_000_000,
  },
  highVerified: { floorNumber: 14, totalFloors: 14, parkingSpaces: 3, price: 25_000_000 },
  staleVerified: { floorNumber: 11, totalFloors: 30, price: 30_000_000 },
} satisfies Record<string, Partial<PropertyInput>>;
type Name = keyof typeof LISTINGS;

describe.each(TEST_DATABASE_KINDS)('the Indian filters of the public search on %s', (kind) => {
  let t: TestApp;
  let ids: Record<Name, string>;
  const found = (query: string) => namedListingsFound(t.app, ids, query);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ids = await createNamedLiveListings(t.db, LISTINGS);
    const today = indiaToday(new Date());
    const record = (name: Name, daysAgo: number) =>
      VERIFIED_BADGE_CHECKS.map((check) => ({
        propertyId: ids[name],
        check,
        checkedOn: addDays(today, -daysAgo),
      }));
    // The badge holds for 90 days (the day of the check and 89 after): one record within them, one just past.
    await t.db
      .insert(listingVerificationChecks)
      .values([...record('highVerified', 89), ...record('staleVerified', 90)]);
  });
  afterAll(async () => t?.close());

  it.each<[string, Name[]]>([
    ['facing=east', ['groundEast']],
    ['facing=north-east,east', ['groundEast', 'topNorthEast']],
    ['age=under-construction', ['middleRera']],
    ['age=newly-built,10-plus-years', ['groundEast', 'topNorthEast']],
    ['floor=ground', ['groundEast']],
    ['floor=low', ['topNorthEast']],
    ['floor=middle', ['middleRera']],
    ['floor=high', ['highVerified', 'staleVerified']],
    // The top of its own building: a 4th floor of 4 and a 14th of 14, not the 11th of 30.
    ['floor=top', ['highVerified', 'topNorthEast']],
    ['floor=ground,top', ['groundEast', 'highVerified', 'topNorthEast']],
    ['minParking=2', ['highVerified', 'topNorthEast']],
    ['rera=true', ['middleRera']],
    ['verified=true', ['highVerified']],
    ['facing=east&minParking=2', []],
  ])('filters by %s', async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it.each<[string, Name[]]>([
    ['maxPrice=50%20lakh', ['groundEast']],
    ['minPrice=75L&maxPrice=1.2%20cr', ['middleRera', 'topNorthEast']],
    ['minPrice=%E2%82%B92.5%20Cr', ['highVerified', 'staleVerified']],
    ['maxPrice=4500000', ['groundEast']],
  ])('reads a budget as people say it: %s', async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it.each([
    ['facing=up', 'facing'],
    ['age=ancient', 'age'],
    ['floor=basement', 'floor'],
    ['floor=' + 'top'.repeat(2000), 'floor'],
    ['minParking=0', 'minParking'],
    ['minParking=9', 'minParking'],
    ['minParking=two', 'minParking'],
    ['rera=yes', 'rera'],
    ['verified=1', 'verified'],
    ['maxPrice=fifty%20lakh', 'maxPrice'],
    ['maxPrice=50%20bananas', 'maxPrice'],
    ['minPrice=-5%20lakh', 'minPrice'],
    ['minPrice=1%20cr&maxPrice=50%20lakh', 'maxPrice'],
    ['maxPrice=' + '9'.repeat(400), 'maxPrice'],
    ['facing=%E0%A4%AA%E0%A5%82%E0%A4%B0%E0%A5%8D%E0%A4%B5', 'facing'],
  ])('refuses %s with a message naming %s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(errorBody(response).error.fields ?? {})).toContain(field);
  });
});
