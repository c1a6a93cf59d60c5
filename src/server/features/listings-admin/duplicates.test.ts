import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingAnswerSchema, uploadedPhotoAnswerSchema } from '#domain/listing-record';
import { listingDuplicatesSchema } from '#domain/listing-duplicates';
import { aFlat } from '#server/testing/listing-factory';
import { aPicture, photoForm } from '#server/testing/photo-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

describe.each(TEST_DATABASE_KINDS)('likely duplicates of a listing, for admins, on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let visitor: Record<string, string>;
  let original: string;
  let copy: string;
  let different: string;

  const listingWith = async (photo: Buffer, title: string, address: string) => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/property-images',
      headers: admin,
      payload: photoForm(photo, 'front.jpg'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const image = responseBody(upload, uploadedPhotoAnswerSchema).image;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      headers: admin,
      payload: { property: aFlat({ title, address }), imageIds: [image.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    return responseBody(created, listingAnswerSchema).property.id;
  };
  const duplicatesOf = (id: string, headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/properties/${id}/duplicates`, headers });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const signedInAdmin = await signIn(t.app, 'admin@example.com');
    const signedInVisitor = await signIn(t.app, 'visitor@example.com');
    admin = writeHeaders(signedInAdmin);
    visitor = writeHeaders(signedInVisitor);
    const photo = await aPicture(5);
    original = await listingWith(photo, 'Sunny flat in Jayanagar', '4, 9th Block, Jayanagar');
    const reuploaded = await sharp(photo).resize({ width: 900 }).webp({ quality: 50 }).toBuffer();
    copy = await listingWith(reuploaded, 'Sunny flat, Jayanagar 9th Block', '44 Jayanagar 9 block');
    different = await listingWith(await aPicture(6), 'Garden villa in Whitefield', '1, Palm Meadows');
  });
  afterAll(async () => t?.close());

  it('names the listing whose photo was uploaded again, resized and as WebP, with its link and cover', async () => {
    const response = await duplicatesOf(copy);
    expect(response.statusCode, response.body).toBe(200);
    const { duplicates } = responseBody(response, listingDuplicatesSchema);
    expect(duplicates).toEqual([
      expect.objectContaining({
        id: original,
        title: 'Sunny flat in Jayanagar',
        link: `/admin/edit-property/${original}`,
        reason: 'same-photo',
        sameAddress: false,
      }),
    ]);
    expect(duplicates[0]!.cover?.src).toMatch(/^\/media\/properties\/.+\.webp$/);
    expect(duplicates[0]!.photo!.bitsApart).toBeLessThanOrEqual(6);
  });

  it('answers no duplicates for a listing with a different photo', async () => {
    const response = await duplicatesOf(different);
    expect(response.statusCode, response.body).toBe(200);
    expect(responseBody(response, listingDuplicatesSchema)).toEqual({ duplicates: [] });
  });

  it('refuses a signed-in visitor, whoever’s listing it is', async () => {
    const response = await duplicatesOf(original, visitor);
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).error.code).toBe('FORBIDDEN');
  });

  it('answers 404 for a listing that does not exist', async () => {
    const response = await duplicatesOf('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).error.message).toBe('Property not found');
  });

  it.each([
    ['not an id', 'not-an-id', 400],
    ['a long string', 'x'.repeat(90), 400],
    ['an address too long to read', 'x'.repeat(10_000), 414],
    ['unicode', encodeURIComponent('घर-🏠-%00'), 400],
    ['a number', '12345', 400],
  ])('refuses %s as the listing with a 4xx, never a 500', async (_what, id, status) => {
    const response = await duplicatesOf(id);
    expect(response.statusCode).toBe(status);
    expect(errorBody(response).error.code).toBeDefined();
  });
});
