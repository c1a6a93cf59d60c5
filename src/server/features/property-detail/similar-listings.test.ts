import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingCardListSchema } from '#domain/listing-card';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { propertyImages } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { statementsPreparedBy, TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { LocalDiskStorage } from '#server/storage/local-disk-storage';
import { ENOUGH_IN_CITY, SIMILAR_LISTINGS_LIMIT } from './queries.js';
import { findSimilarListings } from './service.js';
import { createLiveListing, createNamedLiveListings } from '#server/testing/live-listing';

const rent = {
  propertyStatus: 'rent',
  rentalFrequency: 'monthly',
  price: 45_000,
} satisfies Partial<PropertyInput>;
const villa = {
  subCategory: 'villa',
  undividedShare: null,
  plotArea: 2400,
  features: [],
} satisfies Partial<PropertyInput>;
const shop = {
  mainCategory: 'commercial',
  subCategory: 'shop',
  bedrooms: null,
  bathrooms: null,
  undividedShare: null,
  carpetArea: null,
  features: [],
  amenities: [],
} satisfies Partial<PropertyInput>;
const land = {
  bedrooms: null,
  bathrooms: null,
  undividedShare: null,
  carpetArea: null,
  plotArea: 2400,
  features: [],
  amenities: [],
} satisfies Partial<PropertyInput>;

// The listing under comparison is "subject": a ₹1.85 Cr flat for sale in Bengaluru.
const LISTINGS = {
  subject: { price: 18_500_000 },
  sameCityFlatNearPrice: { price: 19_000_000 },
  sameCityFlatFarPrice: { price: 60_000_000 },
  sameCityVilla: { ...villa, price: 18_000_000 },
  otherCityFlat: { city: 'Chennai', state: 'Tamil Nadu', pincode: '600020', price: 18_500_000 },
  sameCityFlatForRent: rent,
  sameCityShopForSale: { ...shop, price: 18_500_000 },
  sameCityPlot: { ...land, subCategory: 'plot', price: 18_500_000 },
  otherCityFarmland: {
    ...land,
    subCategory: 'farmland',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600020',
    price: 10_000_000,
  },
  otherCityPlotFarPrice: {
    ...land,
    subCategory: 'plot',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600020',
    price: 50_000_000,
  },
} satisfies Record<string, Partial<PropertyInput>>;
type Name = keyof typeof LISTINGS;

const createIn = async (app: TestApp, input: PropertyInput) =>
  (await createLiveListing(app.db, propertyInputSchema.parse(input), [], SYSTEM_ACTOR)).id;

describe.each(TEST_DATABASE_KINDS)('similar listings on %s', (kind) => {
  let t: TestApp;
  const ids = {} as Record<Name, string>;
  const nameOf = (id: string) => (Object.keys(ids) as Name[]).find((name) => ids[name] === id);
  beforeAll(async () => {
    t = await buildTestApp(kind);
    Object.assign(ids, await createNamedLiveListings(t.db, LISTINGS));
  });
  afterAll(async () => t?.close());

  const similar = (id: string) => t.app.inject({ method: 'GET', url: `/api/properties/${id}/similar` });

  it(`ranks the same city first, then the same type, then the nearest price, never itself; no other city while ${ENOUGH_IN_CITY} in the city compare`, async () => {
    const response = await similar(ids.subject);
    expect(response.statusCode).toBe(200);
    const { items } = responseBody(response, listingCardListSchema);
    expect(items.map((item) => nameOf(item.id))).toEqual([
      'sameCityFlatNearPrice',
      'sameCityFlatFarPrice',
      'sameCityVilla',
    ]);
  });

  it('compares land with land, never with a flat, and another city only near the price', async () => {
    const { items } = responseBody(await similar(ids.sameCityPlot), listingCardListSchema);
    expect(items.map((item) => nameOf(item.id))).toEqual(['otherCityFarmland']);
  });

  it('fills the row from other cities near the price only while fewer than three in the city compare', async () => {
    const own = await buildTestApp(kind);
    try {
      const at = (city: string, state: PropertyInput['state'], pincode: string) => ({ city, state, pincode });
      const kochi = at('Kochi', 'Kerala', '682011');
      const hyderabad = at('Hyderabad', 'Telangana', '500084');
      const mumbai = at('Mumbai', 'Maharashtra', '400076');
      // The listing from the report: a ₹1.41 Cr flat in Bengaluru.
      const subjectId = await createIn(own, aFlat({ title: 'subject', price: 14_100_000 }));
      const titled = async (title: string, input: Partial<PropertyInput>) =>
        createIn(own, aFlat({ title, ...input }));
      await titled('Bengaluru flat', { price: 15_000_000 });
      await titled('Bengaluru villa', { ...villa, price: 30_000_000 });
      await titled('Kochi flat', { ...kochi, price: 10_250_000 });
      await titled('Hyderabad villa', { ...hyderabad, ...villa, price: 20_450_000 });
      await titled('Powai villa', { ...mumbai, ...villa, price: 97_850_000 });
      await titled('Kochi flat to rent', { ...kochi, ...rent });
      const titles = async () =>
        responseBody(
          await own.app.inject({ method: 'GET', url: `/api/properties/${subjectId}/similar` }),
          listingCardListSchema,
        ).items.map((item) => item.title);

      expect(await titles()).toEqual(['Bengaluru flat', 'Bengaluru villa', 'Kochi flat', 'Hyderabad villa']);

      await titled('Bengaluru villa at ten crore', { ...villa, price: 100_000_000 });
      expect(await titles()).toEqual(['Bengaluru flat', 'Bengaluru villa', 'Bengaluru villa at ten crore']);
    } finally {
      await own.close();
    }
  });

  it('keeps to the same sale or rent and the same main category', async () => {
    const { items } = responseBody(await similar(ids.sameCityFlatForRent), listingCardListSchema);
    expect(items).toEqual([]);
    const shops = responseBody(await similar(ids.sameCityShopForSale), listingCardListSchema);
    expect(shops.items).toEqual([]);
  });

  it('answers with the cards the search results use', async () => {
    const { items } = responseBody(await similar(ids.subject), listingCardListSchema);
    expect(items[0]).toMatchObject({
      id: ids.sameCityFlatNearPrice,
      title: 'sameCityFlatNearPrice',
      price: 19_000_000,
      city: 'Bengaluru',
      propertyStatus: 'sale',
      cover: null,
    });
  });

  it('brings each card its first photo, in the same statement', async () => {
    const photo = (position: number, keyBase: string) => ({
      propertyId: ids.sameCityVilla,
      position,
      keyBase,
      originalName: `${keyBase}.jpg`,
      width: 1600,
      height: 1200,
      variants: [
        { width: 480, height: 360, format: 'webp' as const, key: `${keyBase}-480.webp`, bytes: 1000 },
      ],
    });
    await t.db
      .insert(propertyImages)
      .values([photo(1, 'properties/similar-second'), photo(0, 'properties/similar-first')]);
    const { items } = responseBody(await similar(ids.subject), listingCardListSchema);
    expect(items.find((item) => item.id === ids.sameCityVilla)?.cover).toEqual({
      width: 1600,
      height: 1200,
      variants: [
        { width: 480, format: 'webp', url: t.storage.publicUrl('properties/similar-first-480.webp') },
      ],
    });
  });

  it(`offers at most ${SIMILAR_LISTINGS_LIMIT}, the nearest in price first`, async () => {
    const own = await buildTestApp(kind);
    try {
      const subjectId = await createIn(own, aFlat({ title: 'subject', price: 12_500_000 }));
      for (const price of [10, 11, 12, 13, 14, 15, 16, 30].map((millions) => millions * 1_000_000)) {
        await createIn(own, aFlat({ title: `Flat at ${price}`, price }));
      }
      const response = await own.app.inject({ method: 'GET', url: `/api/properties/${subjectId}/similar` });
      expect(
        responseBody(response, listingCardListSchema).items.map((item) => item.price / 1_000_000),
      ).toEqual([13, 12, 14, 11, 15, 10]);
    } finally {
      await own.close();
    }
  });

  it.runIf(kind === 'PostgreSQL')(
    'is planned once per connection, and the kept plan finds what a plan for the listing finds',
    async () => {
      const storage = new LocalDiskStorage('/nonexistent');
      const prepared = await statementsPreparedBy(t.databaseUrl!, async (db) => {
        const first = await findSimilarListings(db, storage, ids.subject);
        for (let run = 0; run < 6; run++) await findSimilarListings(db, storage, ids.subject);
        expect(await findSimilarListings(db, storage, ids.subject)).toEqual(first);
      });
      expect(prepared.map(({ name }) => name)).toEqual([expect.stringMatching(/^hh_/)]);
      expect(prepared[0]!.genericPlans).toBeGreaterThan(0);
    },
  );

  it('answers 404 for a listing that does not exist and 400 for an id that cannot be one', async () => {
    const missing = await similar('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing)).toEqual({ error: { code: 'NOT_FOUND', message: 'Property not found' } });
    const bad = await similar('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).error.code).toBe('VALIDATION_FAILED');
    expect((await similar("1'%20or%20'1'='1")).statusCode).toBe(400);
  });
});
