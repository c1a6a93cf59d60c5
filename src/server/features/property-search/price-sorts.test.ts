import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { properties } from '#server/db/schema';
import { updateListing } from '#server/listings/listing-writes';
import { aFlat } from '#server/testing/listing-factory';
import { createNamedLiveListings } from '#server/testing/live-listing';
import { searchPublicListings } from '#server/testing/public-search';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

const DAY_MS = 86_400_000;

/** Prices per sq ft: plot ₹2,083, sunny ₹12,759, villa ₹13,125; office ₹45 and seaView ₹72 a month. */
const LISTINGS = {
  sunny: { title: 'Sunny 3 BHK', price: 18_500_000, squareFeet: 1450 },
  villa: {
    title: 'Villa with a garden',
    subCategory: 'villa',
    price: 42_000_000,
    squareFeet: 3200,
    undividedShare: null,
    plotArea: 2400,
    features: [],
  },
  plot: {
    title: 'Corner plot',
    subCategory: 'plot',
    price: 5_000_000,
    squareFeet: 2400,
    plotArea: 2400,
    plotLength: 60,
    plotBreadth: 40,
    bedrooms: null,
    bathrooms: null,
    undividedShare: null,
    carpetArea: null,
    features: [],
  },
  seaView: {
    title: 'Sea view 2 BHK',
    propertyStatus: 'rent',
    rentalFrequency: 'monthly',
    price: 65_000,
    squareFeet: 900,
    carpetArea: 800,
  },
  office: {
    title: 'Office floor',
    mainCategory: 'commercial',
    subCategory: 'office-space',
    propertyStatus: 'rent',
    rentalFrequency: 'yearly',
    // ₹10,80,000 a year is ₹90,000 a month: ₹45 per sq ft a month.
    price: 1_080_000,
    squareFeet: 2000,
    bedrooms: null,
    bathrooms: null,
    undividedShare: null,
    carpetArea: null,
    cabins: 2,
    features: [],
  },
} satisfies Record<string, Partial<PropertyInput>>;
type Name = keyof typeof LISTINGS;

describe.each(TEST_DATABASE_KINDS)('the price sorts of the public search on %s', (kind) => {
  let t: TestApp;
  const ids = {} as Record<Name, string>;
  const nameOf = (id: string) => (Object.keys(ids) as Name[]).find((name) => ids[name] === id);
  beforeAll(async () => {
    t = await buildTestApp(kind);
    Object.assign(ids, await createNamedLiveListings(t.db, LISTINGS));
  });
  afterAll(async () => t?.close());

  const search = (query: string) => searchPublicListings(t.app, query);
  const found = async (query: string) => (await search(query)).items.map((item) => nameOf(item.id));
  const reducedAt = (name: Name, at: Date | null) =>
    t.db.update(properties).set({ priceReducedAt: at }).where(eq(properties.id, ids[name]));

  it.each<[string, Name[]]>([
    ['status=sale&sort=price-per-sq-ft', ['plot', 'sunny', 'villa']],
    // A yearly rent is compared as its monthly share.
    ['status=rent&sort=price-per-sq-ft', ['office', 'seaView']],
  ])('sorts by price per sq ft of the total area, lowest first: %s', async (query, expected) => {
    expect(await found(query)).toEqual(expected);
    expect((await search(query)).sort).toBe('price-per-sq-ft');
  });

  it('pages through the price per sq ft without repeating or skipping a listing', async () => {
    const pages = await Promise.all(
      [1, 2].map((page) => found(`status=sale&sort=price-per-sq-ft&pageSize=2&page=${page}`)),
    );
    expect(pages.flat()).toEqual(['plot', 'sunny', 'villa']);
  });

  it('serves the newest first when price per sq ft is asked for without Buy or Rent', async () => {
    const page = await search('sort=price-per-sq-ft');
    expect([page.sort, page.total]).toEqual(['newest', 5]);
  });

  it('lists only prices reduced in the last 14 days, the latest drop first', async () => {
    const now = Date.now();
    await reducedAt('villa', new Date(now - 3 * DAY_MS));
    await reducedAt('seaView', new Date(now - DAY_MS));
    await reducedAt('plot', new Date(now - 14 * DAY_MS - 60_000));
    const page = await search('sort=price-reduced');
    expect(page.items.map((item) => nameOf(item.id))).toEqual(['seaView', 'villa']);
    expect([page.total, page.sort]).toEqual([2, 'price-reduced']);
    expect(await found('status=sale&sort=price-reduced')).toEqual(['villa']);

    // A drop saved by the team comes first; a rise after it takes the listing out again.
    const [sunny] = await t.db.select().from(properties).where(eq(properties.id, ids.sunny));
    const edit = (price: number, version: number) =>
      updateListing(
        t.db,
        { publicUrl: () => '', delete: () => Promise.resolve() } as never,
        ids.sunny,
        { version, data: propertyInputSchema.parse(aFlat({ ...LISTINGS.sunny, price })) },
        SYSTEM_ACTOR,
      );
    await edit(17_500_000, sunny!.version);
    expect(await found('sort=price-reduced')).toEqual(['sunny', 'seaView', 'villa']);
    await edit(18_000_000, sunny!.version + 1);
    expect(await found('sort=price-reduced')).toEqual(['seaView', 'villa']);
  });
});
