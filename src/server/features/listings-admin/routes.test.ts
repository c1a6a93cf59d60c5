import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminListingPageSchema,
  adminListingAnswerSchema,
  publicListingAnswerSchema,
} from '#domain/listing-record';
import type { PropertyInput } from '#domain/property-schema';
import { aFlat } from '#server/testing/listing-factory';
import { auditLog, properties, propertyImages } from '#server/db/schema';
import { errorBody, responseBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { signIn, writeHeaders } from '#server/testing/sign-in';

describe.each(TEST_DATABASE_KINDS)('listings in the admin API on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const admin = await signIn(t.app, 'admin@example.com');
    headers = writeHeaders(admin);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload && { payload }) });
  const create = async (overrides: Partial<PropertyInput> = {}) => {
    const response = await call('POST', '/properties', { property: aFlat(overrides) });
    expect(response.statusCode, response.body).toBe(201);
    return responseBody(response, adminListingAnswerSchema).property;
  };

  it('creates a listing, reads it back, and records who did it', async () => {
    const created = await create();
    expect(created).toMatchObject({
      title: '3 BHK Apartment in Indiranagar',
      version: 1,
      isFeatured: false,
      images: [],
    });
    const read = await call('GET', `/properties/${created.id}`);
    expect(responseBody(read, adminListingAnswerSchema).property).toEqual(created);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entry).toMatchObject({ action: 'property.created', actorEmail: 'admin@example.com' });
  });

  it('rejects an invalid listing with a message on each field and stores nothing', async () => {
    const before = await t.db.select().from(properties);
    const response = await call('POST', '/properties', {
      property: aFlat({ title: '', propertyStatus: 'rent', rentalFrequency: null }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error.fields).toMatchObject({
      title: expect.any(String) as string,
      rentalFrequency: expect.any(String) as string,
    });
    expect(await t.db.select().from(properties)).toHaveLength(before.length);
  });

  it.each<[string, Partial<PropertyInput>, string]>([
    ['a missing title', { title: '' }, 'title'],
    ['a missing main category', { mainCategory: '' }, 'mainCategory'],
    ['a subcategory of the other category', { mainCategory: 'commercial' }, 'subCategory'],
    ['a status other than sale or rent', { propertyStatus: 'lease' as never }, 'propertyStatus'],
    ['a price that is not a number', { price: 'a lot' }, 'price'],
    ['rent without a rental frequency', { propertyStatus: 'rent', rentalFrequency: null }, 'rentalFrequency'],
    ['a missing available-from date', { availableFrom: '' }, 'availableFrom'],
    ['a date that does not exist', { availableFrom: '2027-02-30' }, 'availableFrom'],
    ['a missing address', { address: '' }, 'address'],
    ['a missing city', { city: '' }, 'city'],
    ['a state outside India', { state: 'Texas' as never }, 'state'],
    ['a PIN code that is not six digits', { pincode: '5600' }, 'pincode'],
    ['a missing total area', { squareFeet: null }, 'squareFeet'],
    ['a flat without its undivided share', { undividedShare: null }, 'undividedShare'],
    ['a home without bedrooms', { bedrooms: null }, 'bedrooms'],
    ['a home without bathrooms', { bathrooms: null }, 'bathrooms'],
    [
      'commission without a percentage',
      { isCommissionApplicable: true, commissionPercentage: null },
      'commissionPercentage',
    ],
    [
      'a commission over 100%',
      { isCommissionApplicable: true, commissionPercentage: 100.5 },
      'commissionPercentage',
    ],
    [
      'a commission with three decimals',
      { isCommissionApplicable: true, commissionPercentage: 1.255 },
      'commissionPercentage',
    ],
    ['an amenity HouseHunt does not offer', { amenities: ['Helipad'] as never }, 'amenities'],
  ])('refuses %s with a message on that field', async (_rule, overrides, field) => {
    const response = await call('POST', '/properties', { property: aFlat(overrides) });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBody(response).error.fields![field]).toEqual(expect.any(String));
  });

  it('saves an edit over the version it was made on, and drops fields the new type does not have', async () => {
    const created = await create();
    const response = await call('PUT', `/properties/${created.id}`, {
      version: 1,
      property: aFlat({
        subCategory: 'plot',
        plotArea: 2400,
        plotLength: 60,
        plotBreadth: 40,
        features: ['Clear Title'],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(responseBody(response, adminListingAnswerSchema).property).toMatchObject({
      subCategory: 'plot',
      version: 2,
      bedrooms: null,
      undividedShare: null,
      plotArea: 2400,
    });
  });

  it('stores a plot’s area as length × breadth, on create and on save, whatever area was sent', async () => {
    const plot: Partial<PropertyInput> = { subCategory: 'plot', features: [] };
    const created = await create({ ...plot, plotArea: 999, plotLength: 40, plotBreadth: 30 });
    expect(created).toMatchObject({ plotArea: 1200, plotLength: 40, plotBreadth: 30 });

    const saved = await call('PUT', `/properties/${created.id}`, {
      version: created.version,
      property: aFlat({ ...plot, plotArea: 1200, plotLength: 12.5, plotBreadth: 40.25 }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(responseBody(saved, adminListingAnswerSchema).property.plotArea).toBe(503.13);
    const [stored] = await t.db.select().from(properties).where(eq(properties.id, created.id));
    expect(Number(stored!.plotArea)).toBe(503.13);
  });

  it('refuses a save over a newer version with a clear conflict, changing nothing', async () => {
    const created = await create();
    expect(
      (await call('PUT', `/properties/${created.id}`, { version: 1, property: aFlat({ price: 19_000_000 }) }))
        .statusCode,
    ).toBe(200);
    const stale = await call('PUT', `/properties/${created.id}`, {
      version: 1,
      property: aFlat({ price: 1_000_000 }),
    });
    expect(stale.statusCode).toBe(409);
    const current = responseBody(await call('GET', `/properties/${created.id}`), adminListingAnswerSchema);
    expect(current.property.price).toBe(19_000_000);
    expect(errorBody(stale).error).toEqual({
      code: 'RECORD_CHANGED',
      message: expect.stringMatching(/Reload/) as string,
      current,
    });
  });

  it('changes only isFeatured and updatedAt when featuring', async () => {
    const created = await create();
    const response = await call('PATCH', `/properties/${created.id}/featured`, { isFeatured: true });
    expect(response.statusCode).toBe(200);
    const after = responseBody(
      await call('GET', `/properties/${created.id}`),
      adminListingAnswerSchema,
    ).property;
    const { isFeatured, updatedAt, ...rest } = after;
    const { isFeatured: wasFeatured, updatedAt: wasUpdated, ...restBefore } = created;
    expect([wasFeatured, isFeatured]).toEqual([false, true]);
    expect(new Date(updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(wasUpdated).getTime());
    expect(rest).toEqual(restBefore);
  });

  it('deletes a listing and then its photo files', async () => {
    const created = await create();
    const key = `properties/1700000000000-front-abc123-480.webp`;
    await t.storage.put(key, Buffer.from('photo'), 'image/webp');
    await t.db.insert(propertyImages).values({
      propertyId: created.id,
      keyBase: 'properties/1700000000000-front-abc123',
      originalName: 'front.jpg',
      width: 480,
      height: 320,
      variants: [{ width: 480, height: 320, format: 'webp', key, bytes: 5 }],
    });
    expect((await call('DELETE', `/properties/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/properties/${created.id}`)).statusCode).toBe(404);
    expect(await t.storage.get(key)).toBeNull();
  });

  it('refuses values the database could not hold with a field message, never a 500', async () => {
    const created = await create();
    const cases: Array<[object, string]> = [
      [{ version: 2 ** 31, property: aFlat() }, 'version'],
      [{ version: 1, property: aFlat({ title: 'Flat\u0000 in Indiranagar' }) }, 'title'],
      [
        {
          version: 1,
          property: aFlat({
            subCategory: 'plot',
            plotArea: 2400,
            plotLength: 5e8,
            plotBreadth: 40,
            features: [],
          }),
        },
        'plotLength',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await call('PUT', `/properties/${created.id}`, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(errorBody(response).error.fields!), field).toContain(field);
    }
    expect(
      responseBody(await call('GET', `/properties/${created.id}`), adminListingAnswerSchema).property.version,
    ).toBe(1);
  });

  it('shows anyone the listing on its public address, without the commission or edit bookkeeping', async () => {
    const draft = await create({ isCommissionApplicable: true, commissionPercentage: 1.5 });
    const publish = { to: 'live', version: draft.version, confirmDuplicate: true };
    expect((await call('POST', `/properties/${draft.id}/state`, publish)).statusCode).toBe(200);
    const created = responseBody(
      await call('GET', `/properties/${draft.id}`),
      adminListingAnswerSchema,
    ).property;
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/${created.id}` });
    expect(response.statusCode).toBe(200);
    const {
      isCommissionApplicable,
      commissionPercentage,
      version,
      qualityScore: _qualityScore,
      listerReraNumber,
      reviewNote,
      assignedAgentId,
      ...visible
    } = created;
    // Version 2: the publication was the second write. The review's facts and its agent are the team's alone.
    expect([isCommissionApplicable, commissionPercentage, version]).toEqual([true, 1.5, 2]);
    expect([listerReraNumber, reviewNote, assignedAgentId]).toEqual([null, null, null]);
    expect(responseBody(response, publicListingAnswerSchema).property).toEqual(visible);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/properties/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('tells a signed-out caller to sign in before judging what it sent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      payload: { title: '' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers a missing listing with "Property not found" and a malformed id with a 400', async () => {
    const missing = await call('GET', '/properties/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).error.message).toBe('Property not found');
    expect((await call('GET', '/properties/not-an-id')).statusCode).toBe(400);
    expect(
      (await call('PATCH', '/properties/00000000-0000-4000-8000-000000000000/featured', { isFeatured: true }))
        .statusCode,
    ).toBe(404);
  });

  describe('the listings table', () => {
    let ids: Record<string, string>;
    beforeAll(async () => {
      await t.db.delete(properties);
      const pune = await create({
        title: 'Office floor in Baner',
        city: 'Pune',
        price: 90_000,
        propertyStatus: 'rent',
        rentalFrequency: 'monthly',
        securityDeposit: 540_000,
      });
      const mumbai = await create({
        title: 'Sea-facing flat in Bandra',
        city: 'Mumbai',
        price: 65_000_000,
        address: '7, Carter Road',
      });
      const discount = await create({ title: 'Flat at 50% below market in Whitefield', price: 4_000_000 });
      await call('PATCH', `/properties/${mumbai.id}/featured`, { isFeatured: true });
      ids = { pune: pune.id, mumbai: mumbai.id, discount: discount.id };
      await t.db.insert(propertyImages).values({
        propertyId: mumbai.id,
        keyBase: 'properties/1700000000001-sea-view-a1b2c3',
        originalName: 'sea-view.jpg',
        width: 1600,
        height: 1000,
        variants: [
          {
            width: 960,
            height: 600,
            format: 'webp',
            key: 'properties/1700000000001-sea-view-a1b2c3-960.webp',
            bytes: 9,
          },
          {
            width: 480,
            height: 300,
            format: 'webp',
            key: 'properties/1700000000001-sea-view-a1b2c3-480.webp',
            bytes: 5,
          },
        ],
      });
    });
    const list = async (query: string) => {
      const response = await call('GET', `/properties?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return responseBody(response, adminListingPageSchema);
    };

    it('searches title, city and address, with % taken literally', async () => {
      expect((await list('q=bandra')).items.map((i: { id: string }) => i.id)).toEqual([ids.mumbai]);
      expect((await list('q=pune')).items.map((i: { id: string }) => i.id)).toEqual([ids.pune]);
      expect((await list('q=carter')).items.map((i: { id: string }) => i.id)).toEqual([ids.mumbai]);
      expect((await list('q=50%25')).items.map((i: { id: string }) => i.id)).toEqual([ids.discount]);
    });

    it('filters by status and featured, sorts by price, and pages with a total', async () => {
      expect((await list('status=rent')).items.map((i: { id: string }) => i.id)).toEqual([ids.pune]);
      expect((await list('featured=true')).items.map((i: { id: string }) => i.id)).toEqual([ids.mumbai]);
      const byPrice = await list('sort=price&order=asc&pageSize=5');
      expect(byPrice.items.map((i: { price: number }) => i.price)).toEqual([90_000, 4_000_000, 65_000_000]);
      const second = await list('sort=price&order=asc&pageSize=5&page=2');
      expect(second).toMatchObject({ items: [], total: 3, page: 2, pageSize: 5 });
    });

    it('shows the cover photo as the smallest WebP variant', async () => {
      const [row] = (await list('q=bandra')).items;
      expect(row!.cover).toEqual({
        url: '/media/properties/1700000000001-sea-view-a1b2c3-480.webp',
        width: 480,
        height: 300,
      });
      expect((await list('q=pune')).items[0]!.cover).toBeNull();
    });

    it('answers bad parameters with a 400 naming them', async () => {
      for (const [query, field] of [
        ['pageSize=1000', 'pageSize'],
        ['sort=password', 'sort'],
        ['status=lease', 'status'],
        ['page=0', 'page'],
      ]) {
        const response = await call('GET', `/properties?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(Object.keys(errorBody(response).error.fields!), query).toContain(field);
      }
    });
  });
});
