import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeOverviewSchema, type HomeOverview } from '#domain/home-overview';
import { listingSearchPageSchema, type ListingCard } from '#domain/listing-card';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import type { IndianState } from '#domain/taxonomy';
import { properties, sessions } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { aPng } from '#server/testing/photo-factory';
import { responseBody } from '#server/testing/response-body';
import { signedInVisitor } from '#server/testing/signed-in-visitor';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { uploadPhoto } from '#server/listings/listing-photos';
import { deleteListing } from '#server/features/listings-admin/service';
import { createLiveListing } from '#server/testing/live-listing';
import { latestListings } from './service.js';

const rent: Partial<PropertyInput> = { propertyStatus: 'rent', rentalFrequency: 'monthly', price: 45_000 };
const notAFlat: Partial<PropertyInput> = {
  bedrooms: null,
  bathrooms: null,
  undividedShare: null,
  carpetArea: null,
};
const commercial: Partial<PropertyInput> = {
  mainCategory: 'commercial',
  ...notAFlat,
  features: [],
  amenities: [],
};
const place = (city: string, state: IndianState, pincode: string): Partial<PropertyInput> => ({
  city,
  state,
  pincode,
  location: null,
});

/** Listed `daysAgo` days ago; the order of this table is newest first. */
const LISTINGS: Array<{ name: string; daysAgo: number; featured: boolean; input: Partial<PropertyInput> }> = [
  { name: 'b1', daysAgo: 1, featured: true, input: {} },
  { name: 'b2', daysAgo: 2, featured: false, input: {} },
  { name: 'b3', daysAgo: 3, featured: true, input: { ...rent, city: 'bengaluru' } },
  {
    name: 'v1',
    daysAgo: 4,
    featured: true,
    input: { subCategory: 'villa', undividedShare: null, plotArea: 2400, features: [] },
  },
  {
    name: 'm1',
    daysAgo: 5,
    featured: false,
    input: { ...rent, ...place('Mumbai', 'Maharashtra', '400050') },
  },
  {
    name: 'm2',
    daysAgo: 6,
    featured: true,
    input: {
      subCategory: 'individual-house',
      undividedShare: null,
      features: [],
      ...place('Mumbai', 'Maharashtra', '400076'),
    },
  },
  {
    name: 'p1',
    daysAgo: 7,
    featured: true,
    input: { ...commercial, ...rent, subCategory: 'office-space', ...place('Pune', 'Maharashtra', '411045') },
  },
  {
    name: 'p2',
    daysAgo: 8,
    featured: true,
    input: { ...commercial, subCategory: 'shop', ...place('Pune', 'Maharashtra', '411001') },
  },
  {
    name: 'h1',
    daysAgo: 9,
    featured: true,
    input: {
      subCategory: 'plot',
      ...notAFlat,
      plotArea: 2400,
      features: [],
      amenities: [],
      ...place('Hyderabad', 'Telangana', '500032'),
    },
  },
  {
    name: 'h2',
    daysAgo: 10,
    featured: false,
    input: { ...commercial, ...rent, subCategory: 'warehouse', ...place('Hyderabad', 'Telangana', '500081') },
  },
  { name: 'c1', daysAgo: 11, featured: true, input: place('Chennai', 'Tamil Nadu', '600017') },
  { name: 'k1', daysAgo: 12, featured: true, input: place('Kochi', 'Kerala', '682024') },
];

describe.each(TEST_DATABASE_KINDS)('the home page overview on %s', (kind) => {
  let t: TestApp;
  let overview: HomeOverview;
  const ids = new Map<string, string>();
  const nameOf = (card: ListingCard) => [...ids].find(([, id]) => id === card.id)?.[0];

  const add = async (input: Partial<PropertyInput>, daysAgo: number, imageIds: string[] = []) => {
    const listing = await createLiveListing(
      t.db,
      propertyInputSchema.parse(aFlat(input)),
      imageIds,
      SYSTEM_ACTOR,
    );
    await t.db
      .update(properties)
      .set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
      .where(eq(properties.id, listing.id));
    return listing.id;
  };

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const photo = await uploadPhoto(t.db, t.storage, {
      body: await aPng(),
      fileName: 'front.png',
      uploadedBy: null,
    });
    for (const { name, daysAgo, featured, input } of LISTINGS) {
      const id = await add(
        { ...input, title: `Listing ${name}`, isFeatured: featured },
        daysAgo,
        name === 'b1' ? [photo.id] : [],
      );
      ids.set(name, id);
    }
    // The newest and featured of all, until it is deleted: it must not linger in any list or count.
    const gone = await add({ title: 'Deleted listing', isFeatured: true }, 0);
    await deleteListing(t.db, t.storage, gone, SYSTEM_ACTOR);
    overview = responseBody(await get('/api/home'), homeOverviewSchema);
  });
  afterAll(async () => t?.close());

  it('shows the eight newest featured listings, newest first', () => {
    expect(overview.featured.map(nameOf)).toEqual(['b1', 'b3', 'v1', 'm2', 'p1', 'p2', 'h1', 'c1']);
  });

  it('shows the eight newest listings, featured or not', () => {
    expect(overview.newest.map(nameOf)).toEqual(['b1', 'b2', 'b3', 'v1', 'm1', 'm2', 'p1', 'p2']);
  });

  it('sends the same cards as the search, cover photo included', async () => {
    const search = async (query: string) =>
      responseBody(await get(`/api/properties?${query}`), listingSearchPageSchema).items;
    expect(overview.featured).toEqual(await search('featured=true&pageSize=8'));
    expect(overview.newest).toEqual(await search('pageSize=8'));
    const [cover] = overview.newest;
    expect(cover?.cover?.variants.length).toBeGreaterThan(0);
    expect(cover?.cover?.variants[0]?.url).toMatch(/^\/media\//);
  });

  it('counts listings by sale or rent, category and type', () => {
    const { total, byStatus, byCategory, bySubCategory } = overview.counts;
    expect(total).toBe(12);
    expect(byStatus).toEqual({ sale: 8, rent: 4 });
    expect(byCategory).toEqual({ residential: 9, commercial: 3 });
    expect(bySubCategory).toEqual({
      flat: 6,
      plot: 1,
      villa: 1,
      farmland: 0,
      'individual-house': 1,
      shop: 1,
      land: 0,
      building: 0,
      'office-space': 1,
      showroom: 0,
      warehouse: 1,
    });
  });

  it('counts cities case-insensitively under the spelling most listings use, the biggest first', () => {
    expect(overview.counts.cities).toEqual([
      { city: 'Bengaluru', state: 'Karnataka', listings: 4 },
      { city: 'Hyderabad', state: 'Telangana', listings: 2 },
      { city: 'Mumbai', state: 'Maharashtra', listings: 2 },
      { city: 'Pune', state: 'Maharashtra', listings: 2 },
      { city: 'Chennai', state: 'Tamil Nadu', listings: 1 },
      { city: 'Kochi', state: 'Kerala', listings: 1 },
    ]);
  });

  it('promises on every tile what the search then finds', async () => {
    const total = async (query: string) =>
      responseBody(await get(`/api/properties?${query}`), listingSearchPageSchema).total;
    const { counts } = overview;
    for (const [status, listings] of Object.entries(counts.byStatus)) {
      expect(await total(`status=${status}`), status).toBe(listings);
    }
    for (const [category, listings] of Object.entries(counts.byCategory)) {
      expect(await total(`category=${category}`), category).toBe(listings);
    }
    for (const [type, listings] of Object.entries(counts.bySubCategory)) {
      expect(await total(`type=${type}`), type).toBe(listings);
    }
    for (const { city, listings } of counts.cities) {
      expect(await total(`city=${encodeURIComponent(city)}`), city).toBe(listings);
    }
  });

  it.runIf(kind === 'PostgreSQL')('finds the featured and newest listings through an index', async () => {
    for (const featuredOnly of [true, false]) {
      const plan = await t.db.transaction(async (tx) => {
        // On a dozen rows any planner would scan; switching that off shows whether an index can serve.
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain ${latestListings(tx, featuredOnly)}`);
        return (result as { rows: Array<Record<string, string>> }).rows
          .map((row) => Object.values(row)[0])
          .join('\n');
      });
      // The partial index of featured listings by date serves the featured row, the date index the newest.
      expect(plan).toMatch(featuredOnly ? /properties_featured_idx/ : /properties_created_idx/);
      expect(plan).not.toMatch(/Seq Scan on properties/);
    }
  });

  it('lets browsers and proxies keep the answer for a minute', async () => {
    expect((await get('/api/home')).headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=60, stale-while-revalidate=60',
    );
  });

  it('keeps an answer that refreshes a visitor’s session cookie out of every shared cache', async () => {
    const visitor = await signedInVisitor(t.app, 'returning.hunter@example.com');
    // A session last seen a day ago is extended on this request, and its cookie sent again.
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 86_400_000) })
      .where(eq(sessions.userId, visitor.userId));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/home',
      headers: { cookie: visitor.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe.each(TEST_DATABASE_KINDS)('the home page overview of an empty catalogue on %s', (kind) => {
  it('answers with empty lists and zero counts', async () => {
    const t = await buildTestApp(kind);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/home' });
      expect(response.statusCode).toBe(200);
      const { featured, newest, counts } = responseBody(response, homeOverviewSchema);
      expect([featured, newest, counts.cities]).toEqual([[], [], []]);
      expect([counts.total, counts.byStatus, counts.byCategory]).toEqual([
        0,
        { sale: 0, rent: 0 },
        { residential: 0, commercial: 0 },
      ]);
      expect(Object.values(counts.bySubCategory).every((n) => n === 0)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
