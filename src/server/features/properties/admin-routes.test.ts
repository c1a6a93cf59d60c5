import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyInput } from '../../../domain/property-schema.js';
import { aFlat } from '../../testing/listing-factory.js';
import { auditLog, properties, propertyImages } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DATABASE_KINDS } from '../../testing/test-database.js';
import { signIn } from '../../testing/sign-in.js';

describe.each(TEST_DATABASE_KINDS)('listings in the admin API on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const admin = await signIn(t.app, 'admin@example.com');
    headers = { cookie: admin.jar.header(), 'x-csrf-token': admin.csrfToken };
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload && { payload }) });
  const create = async (overrides: Partial<PropertyInput> = {}) => {
    const response = await call('POST', '/properties', aFlat(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().property;
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
    expect(read.json().property).toEqual(created);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entry).toMatchObject({ action: 'property.created', actorEmail: 'admin@example.com' });
  });

  it('rejects an invalid listing with a message on each field and stores nothing', async () => {
    const before = await t.db.select().from(properties);
    const response = await call(
      'POST',
      '/properties',
      aFlat({ title: '', propertyStatus: 'rent', rentalFrequency: null }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      title: expect.any(String),
      rentalFrequency: expect.any(String),
    });
    expect(await t.db.select().from(properties)).toHaveLength(before.length);
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
    expect(response.json().property).toMatchObject({
      subCategory: 'plot',
      version: 2,
      bedrooms: null,
      undividedShare: null,
      plotArea: 2400,
    });
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
    expect(stale.json().error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/Reload/) });
    expect((await call('GET', `/properties/${created.id}`)).json().property.price).toBe(19_000_000);
  });

  it('changes only isFeatured and updatedAt when featuring', async () => {
    const created = await create();
    const response = await call('PATCH', `/properties/${created.id}/featured`, { isFeatured: true });
    expect(response.statusCode).toBe(200);
    const after = (await call('GET', `/properties/${created.id}`)).json().property;
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

  it('answers a missing listing with "Property not found" and a malformed id with a 400', async () => {
    const missing = await call('GET', '/properties/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Property not found');
    expect((await call('GET', '/properties/not-an-id')).statusCode).toBe(400);
    expect(
      (await call('PATCH', '/properties/00000000-0000-4000-8000-000000000000/featured', { isFeatured: true }))
        .statusCode,
    ).toBe(404);
  });
});
