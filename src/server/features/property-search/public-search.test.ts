import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingSearchPageSchema } from '#domain/listing-card';
import { listingSearchSchema } from '#domain/listing-search';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { properties, propertyImages } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { setFeatured } from '#server/features/listings-admin/service';
import { createLiveListing, createNamedLiveListings } from '#server/testing/live-listing';
import { searchPublicListings } from '#server/testing/public-search';
import { searchConditions } from '#server/listings/search-conditions';
import { resultsPageQuery } from './queries.js';

const LISTINGS = {
  sunny: {
    title: 'Sunny 3 BHK near the metro',
    description: 'Bright corners, a park across the road.',
    city: 'Bengaluru',
    price: 18_500_000,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1450,
    furnishingStatus: 'semi-furnished',
    amenities: ['Lift', 'Power Backup'],
    features: ['Vastu Compliant', 'Modular Kitchen'],
    availableFrom: '2026-12-01',
  },
  seaView: {
    title: 'Sea view 2 BHK in Bandra',
    description: 'Fully furnished, a short walk to the promenade.',
    location: 'Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
    propertyStatus: 'rent',
    rentalFrequency: 'monthly',
    price: 65_000,
    bedrooms: 2,
    bathrooms: 2,
    squareFeet: 900,
    carpetArea: 800,
    furnishingStatus: 'fully-furnished',
    amenities: ['Lift'],
    features: ['Private Balcony'],
    availableFrom: '2027-01-15',
  },
  villa: {
    title: 'Independent villa with a garden',
    description: 'Five bedrooms, a lawn, and the metro station ten minutes away.',
    subCategory: 'villa',
    city: 'bengaluru',
    price: 42_000_000,
    bedrooms: 5,
    bathrooms: 4,
    squareFeet: 3200,
    undividedShare: null,
    carpetArea: 2800,
    plotArea: 2400,
    features: ['Private Garden'],
    amenities: ['Garden', 'Security'],
  },
  office: {
    title: 'Office floor in Baner',
    description: 'Open plan with two cabins.',
    mainCategory: 'commercial',
    subCategory: 'office-space',
    propertyStatus: 'rent',
    rentalFrequency: 'monthly',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411045',
    price: 90_000,
    squareFeet: 2000,
    bedrooms: null,
    bathrooms: null,
    undividedShare: null,
    carpetArea: null,
    cabins: 2,
    features: ['Pantry'],
    amenities: ['Power Backup'],
  },
  plot: {
    title: 'Corner plot off the highway',
    description: 'Clear title, ready to build.',
    subCategory: 'plot',
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500032',
    price: 5_000_000,
    squareFeet: 2400,
    plotArea: 2400,
    plotLength: 60,
    plotBreadth: 40,
    bedrooms: null,
    bathrooms: null,
    undividedShare: null,
    carpetArea: null,
    features: ['Clear Title', 'Corner Property'],
    amenities: [],
  },
} satisfies Record<string, Partial<PropertyInput>>;
type Name = keyof typeof LISTINGS;

describe.each(TEST_DATABASE_KINDS)('the public listing search on %s', (kind) => {
  let t: TestApp;
  const ids = {} as Record<Name, string>;
  const nameOf = (id: string) => (Object.keys(ids) as Name[]).find((name) => ids[name] === id);
  beforeAll(async () => {
    t = await buildTestApp(kind);
    // Created a day apart, oldest first, so "newest" has a known order: plot, office, villa, seaView, sunny.
    const names: Name[] = ['plot', 'office', 'villa', 'seaView', 'sunny'];
    Object.assign(ids, await createNamedLiveListings(t.db, LISTINGS, names));
    for (const [index, name] of names.entries()) {
      const created = new Date(Date.now() - (names.length - index) * 86_400_000 + 60_000);
      await t.db.update(properties).set({ createdAt: created }).where(eq(properties.id, ids[name]));
    }
    await t.db
      .update(properties)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(properties.id, ids.plot));
    await setFeatured(t.db, ids.villa, true, SYSTEM_ACTOR);
  });
  afterAll(async () => t?.close());

  const search = (query: string) => searchPublicListings(t.app, query);
  const found = async (query: string) => (await search(query)).items.map((item) => nameOf(item.id));

  it('lists everything newest first, with the total', async () => {
    const all = await search('');
    expect(all.items.map((item) => nameOf(item.id))).toEqual(['sunny', 'seaView', 'villa', 'office', 'plot']);
    expect([all.total, all.sort]).toEqual([5, 'newest']);
  });

  it.each<[string, Name[]]>([
    ['status=rent', ['seaView', 'office']],
    ['category=commercial', ['office']],
    ['type=flat,villa', ['sunny', 'seaView', 'villa']],
    ['type=plot&type=office-space', ['office', 'plot']],
    ['city=BENGALURU', ['sunny', 'villa']],
    ['minPrice=1000000&maxPrice=20000000', ['sunny', 'plot']],
    ['bedrooms=2,3', ['sunny', 'seaView']],
    ['bedrooms=5', ['villa']],
    ['minBathrooms=3', ['villa']],
    ['furnishing=fully-furnished', ['seaView']],
    ['minArea=1000&maxArea=2500', ['sunny', 'office', 'plot']],
    ['amenities=Lift,Power%20Backup', ['sunny']],
    ['amenities=Lift', ['sunny', 'seaView']],
    ['features=Clear%20Title', ['plot']],
    ['availableBy=2026-12-31', ['sunny', 'villa', 'office', 'plot']],
    ['postedWithin=30', ['sunny', 'seaView', 'villa', 'office']],
    ['featured=true', ['villa']],
    ['status=sale&city=bengaluru&bedrooms=3', ['sunny']],
  ])('filters by %s', async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it.each<[string, Name[]]>([
    // Without Buy or Rent chosen, a price sort orders the sales and then the rents, each by price.
    ['sort=price-asc', ['plot', 'sunny', 'villa', 'seaView', 'office']],
    ['sort=price-desc', ['villa', 'sunny', 'plot', 'office', 'seaView']],
    ['status=rent&sort=price-asc', ['seaView', 'office']],
    ['status=sale&sort=price-desc', ['villa', 'sunny', 'plot']],
    ['sort=area', ['villa', 'plot', 'office', 'sunny', 'seaView']],
  ])('sorts by %s', async (query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it('pages through a price sort over sale and rent without repeating or skipping a listing', async () => {
    for (const [sort, expected] of [
      ['price-asc', ['plot', 'sunny', 'villa', 'seaView', 'office']],
      ['price-desc', ['villa', 'sunny', 'plot', 'office', 'seaView']],
    ] as const) {
      const pages = await Promise.all([1, 2, 3].map((page) => found(`sort=${sort}&pageSize=2&page=${page}`)));
      expect(pages.flat(), sort).toEqual(expected);
    }
  });

  it('ranks a title match above a description match, and understands phrases and exclusions', async () => {
    const metro = await search('q=metro');
    expect(metro.items.map((item) => nameOf(item.id))).toEqual(['sunny', 'villa']);
    expect(metro.sort).toBe('relevance');
    expect(await found('q=%22sea%20view%22')).toEqual(['seaView']);
    expect(await found('q=metro%20-villa')).toEqual(['sunny']);
    expect(await found('q=bandra')).toEqual(['seaView']);
    expect(await found('q=metro&sort=price-asc')).toEqual(['sunny', 'villa']);
  });

  it('pages with a stable order and a total', async () => {
    const second = await search('pageSize=2&page=2');
    expect(second.items.map((item) => nameOf(item.id))).toEqual(['villa', 'office']);
    expect(second.total).toBe(5);
    expect((await search('pageSize=2&page=4')).items).toEqual([]);
  });

  it.each([
    ['pageSize=1000', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['sort=title;drop', 'sort'],
    ['status=lease', 'status'],
    ['type=castle', 'type'],
    ['bedrooms=7', 'bedrooms'],
    ['minPrice=-5', 'minPrice'],
    ['minPrice=cheap', 'minPrice'],
    ['minPrice=500&maxPrice=100', 'maxPrice'],
    ['minArea=900&maxArea=10', 'maxArea'],
    ['amenities=Helipad', 'amenities'],
    ['availableBy=tomorrow', 'availableBy'],
    ['postedWithin=3', 'postedWithin'],
    ['featured=false', 'featured'],
    [`q=${'a'.repeat(101)}`, 'q'],
    [`city=${'a'.repeat(101)}`, 'city'],
  ])('answers %s with a 400 naming %s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(response.statusCode, query).toBe(400);
    expect(Object.keys(errorBody(response).error.fields!), query).toContain(field);
  });

  it("takes a city filter as long as a listing's city may be", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties?city=${'a'.repeat(100)}` });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('treats injection attempts as plain words', async () => {
    for (const query of [
      `q=${encodeURIComponent("'; drop table properties; --")}`,
      `city=${encodeURIComponent("x' or '1'='1")}`,
      `q=${encodeURIComponent('metro & | ! :* (')}`,
      `features=${encodeURIComponent("a'}")}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
      expect(response.statusCode, query).toBe(200);
    }
    expect((await search('city=' + encodeURIComponent("x' or '1'='1"))).total).toBe(0);
    expect((await t.db.select().from(properties)).length).toBe(5);
  });

  it.runIf(kind === 'PostgreSQL')(
    'reads a price sort over sale and rent from an index in order, rather than sorting every listing',
    async () => {
      for (const sort of ['price-asc', 'price-desc'] as const) {
        const plan = await t.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_sort = off`);
          const result = await tx.execute(
            sql`explain ${resultsPageQuery(t.db, { ...listingSearchSchema.parse({ sort }), pageSize: 12 }, searchConditions(listingSearchSchema.parse({ sort }), new Date()).where)}`,
          );
          return (result as { rows: Array<Record<string, string>> }).rows
            .map((row) => Object.values(row)[0])
            .join('\n');
        });
        expect(plan, sort).toMatch(/properties_sale_first_price(_desc)?_idx/);
      }
    },
  );

  it.runIf(kind === 'PostgreSQL')(
    'uses an index, never a sequential scan of properties, for the common searches',
    async () => {
      for (const query of [
        'q=metro',
        'status=rent&city=mumbai',
        'city=bengaluru&sort=price-asc',
        'category=residential&type=flat',
        'minPrice=1000000&maxPrice=20000000',
        'featured=true',
        '',
      ]) {
        const params = listingSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));
        const { where } = searchConditions(params, new Date());
        const plan = await t.db.transaction(async (tx) => {
          // On a five-row table any planner would scan; switching that off shows whether an index can serve.
          await tx.execute(sql`set local enable_seqscan = off`);
          const statement = tx.select().from(properties).where(where).orderBy(asc(properties.id)).limit(12);
          const result = await tx.execute(sql`explain ${statement}`);
          return (result as { rows: Array<Record<string, string>> }).rows
            .map((row) => Object.values(row)[0])
            .join('\n');
        });
        expect(plan, query).toMatch(/Index|Bitmap/);
        expect(plan, query).not.toMatch(/Seq Scan on properties/);
      }
    },
  );
});

describe.each(TEST_DATABASE_KINDS)('search result covers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const photo = (propertyId: string, position: number, keyBase: string) => ({
    propertyId,
    position,
    keyBase,
    originalName: `${keyBase}.jpg`,
    width: 1600,
    height: 1200,
    variants: [480, 960].map((width) => ({
      width,
      height: (width * 3) / 4,
      format: 'webp' as const,
      key: `${keyBase}-${width}.webp`,
      bytes: 1000,
    })),
  });

  it('shows each card with its first photo, read in the same statement as the page', async () => {
    const title = 'Cover check terrace flat';
    const { id } = await createLiveListing(
      t.db,
      propertyInputSchema.parse(aFlat({ title })),
      [],
      SYSTEM_ACTOR,
    );
    const bare = await createLiveListing(t.db, propertyInputSchema.parse(aFlat({ title })), [], SYSTEM_ACTOR);
    await t.db
      .insert(propertyImages)
      .values([photo(id, 1, 'properties/cover-check-second'), photo(id, 0, 'properties/cover-check-first')]);

    // Ranked by relevance (one statement shape) and sorted by date (the other).
    for (const sort of ['relevance', 'newest']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/properties?q=${encodeURIComponent(title)}&sort=${sort}`,
      });
      const { items } = responseBody(response, listingSearchPageSchema);
      expect(items.find((item) => item.id === id)?.cover).toEqual({
        width: 1600,
        height: 1200,
        variants: [480, 960].map((width) => ({
          width,
          format: 'webp',
          url: t.storage.publicUrl(`properties/cover-check-first-${width}.webp`),
        })),
      });
      expect(items.find((item) => item.id === bare.id)?.cover).toBeNull();
    }
  });
});
