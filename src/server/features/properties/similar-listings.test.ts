import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { aFlat } from '#server/testing/listing-factory';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { SIMILAR_LISTINGS_LIMIT } from './similar-listings.js';
import { createListing } from './service.js';

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
    price: 9_000_000,
  },
} satisfies Record<string, Partial<PropertyInput>>;
type Name = keyof typeof LISTINGS;

type SimilarAnswer = {
  items: Array<{
    id: string;
    title: string;
    price: number;
    city: string;
    propertyStatus: string;
    cover: { variants: unknown[] } | null;
  }>;
};

const createIn = async (app: TestApp, input: PropertyInput) =>
  (await createListing(app.db, propertyInputSchema.parse(input), [], SYSTEM_ACTOR)).id;

describe.each(TEST_DATABASE_KINDS)('similar listings on %s', (kind) => {
  let t: TestApp;
  const ids = {} as Record<Name, string>;
  const nameOf = (id: string) => (Object.keys(ids) as Name[]).find((name) => ids[name] === id);
  beforeAll(async () => {
    t = await buildTestApp(kind);
    for (const name of Object.keys(LISTINGS) as Name[]) {
      ids[name] = await createIn(t, aFlat({ title: name, ...LISTINGS[name] }));
    }
  });
  afterAll(async () => t?.close());

  const similar = (id: string) => t.app.inject({ method: 'GET', url: `/api/properties/${id}/similar` });

  it('ranks the same city first, then the same type, then the nearest price, never itself', async () => {
    const response = await similar(ids.subject);
    expect(response.statusCode).toBe(200);
    const { items } = response.json<SimilarAnswer>();
    expect(items.map((item) => nameOf(item.id))).toEqual([
      'sameCityFlatNearPrice',
      'sameCityFlatFarPrice',
      'sameCityVilla',
      'otherCityFlat',
    ]);
  });

  it('compares land with land, never with a flat', async () => {
    const { items } = (await similar(ids.sameCityPlot)).json<SimilarAnswer>();
    expect(items.map((item) => nameOf(item.id))).toEqual(['otherCityFarmland']);
  });

  it('keeps to the same sale or rent and the same main category', async () => {
    const { items } = (await similar(ids.sameCityFlatForRent)).json<SimilarAnswer>();
    expect(items).toEqual([]);
    const shops = (await similar(ids.sameCityShopForSale)).json<SimilarAnswer>();
    expect(shops.items).toEqual([]);
  });

  it('answers with the cards the search results use', async () => {
    const { items } = (await similar(ids.subject)).json<SimilarAnswer>();
    expect(items[0]).toMatchObject({
      id: ids.sameCityFlatNearPrice,
      title: 'sameCityFlatNearPrice',
      price: 19_000_000,
      city: 'Bengaluru',
      propertyStatus: 'sale',
      cover: null,
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
      expect(response.json<SimilarAnswer>().items.map((item) => item.price / 1_000_000)).toEqual([
        13, 12, 14, 11, 15, 10,
      ]);
    } finally {
      await own.close();
    }
  });

  it('answers 404 for a listing that does not exist and 400 for an id that cannot be one', async () => {
    const missing = await similar('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Property not found' } });
    const bad = await similar('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
    expect((await similar("1'%20or%20'1'='1")).statusCode).toBe(400);
  });
});
