import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingAnswerSchema, uploadedPhotoAnswerSchema } from '#domain/listing-record';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '#domain/photo-limits';
import { propertyImages, storageDeletions } from '#server/db/schema';
import type { ObjectStorage } from '#server/storage/storage';
import { aFlat } from '#server/testing/listing-factory';
import { aJpegWithGps, aPixelBomb, aPng, hasGpsPointer, photoForm } from '#server/testing/photo-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { STORAGE_BACKENDS } from '#server/testing/storage-backends';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { sweepAbandonedUploads } from '#server/listings/listing-photos';

type Photo = { id: string; url: string; variants: Array<{ width: number; format: string; url: string }> };

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const keyOf = (url: string) => url.replace(/^\/media\//, '');
const cases = TEST_DATABASE_KINDS.flatMap((kind) => STORAGE_BACKENDS.map((backend) => ({ kind, backend })));

describe.each(cases)('listing photos on $kind with $backend.name storage', ({ kind, backend }) => {
  let t: TestApp;
  let storage: ObjectStorage;
  let closeStorage: () => Promise<void>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    ({ storage, close: closeStorage } = await backend.open());
    t = await buildTestApp(kind, { storage });
    const admin = await signIn(t.app, 'admin@example.com');
    headers = writeHeaders(admin);
  });
  afterAll(async () => {
    await t?.close();
    await closeStorage?.();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload && { payload }) });
  const upload = async (body: Buffer, name: string, type?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/property-images',
      headers,
      payload: photoForm(body, name, type),
    });
  const uploaded = async (name = 'front.png'): Promise<Photo> => {
    const response = await upload(await aPng(), name, 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    return responseBody(response, uploadedPhotoAnswerSchema).image;
  };
  const stored = async (url: string) => {
    const object = await storage.get(keyOf(url));
    return object && (await readAll(object.body));
  };
  const photoRows = () => t.db.select().from(propertyImages);

  it('stores a phone photo re-encoded, without its EXIF or GPS, unattached until a save names it', async () => {
    const original = await aJpegWithGps(1200, 800);
    expect(hasGpsPointer((await sharp(original).metadata()).exif!)).toBe(true);

    const response = await upload(original, 'Living Room.jpg');
    expect(response.statusCode, response.body).toBe(201);
    const photo: Photo & { width: number; height: number } = responseBody(
      response,
      uploadedPhotoAnswerSchema,
    ).image;
    expect([photo.width, photo.height]).toEqual([1200, 800]);
    expect(photo.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      '480.webp',
      '480.avif',
      '768.webp',
      '768.avif',
      '960.webp',
      '960.avif',
      '1200.webp',
      '1200.avif',
    ]);
    for (const variant of photo.variants) {
      expect(keyOf(variant.url)).toMatch(/^properties\/\d{13}-living-room-[0-9a-f]{6}-\d+\.(webp|avif)$/);
      const metadata = await sharp((await stored(variant.url))!).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.width).toBe(variant.width);
    }
    const [row] = await t.db.select().from(propertyImages).where(eq(propertyImages.id, photo.id));
    expect(row!.propertyId).toBeNull();
  });

  it.each([
    { what: 'a text file named .jpg', name: 'kitchen.jpg', status: 400, message: PHOTO_MESSAGES.notAPhoto },
    { what: 'an SVG', name: 'plan.svg', status: 400, message: PHOTO_MESSAGES.notAPhoto },
    { what: 'a pixel bomb', name: 'bomb.png', status: 400, message: PHOTO_MESSAGES.tooManyPixels },
    { what: 'a file over 15 MB', name: 'huge.jpg', status: 413, message: PHOTO_MESSAGES.tooLarge },
  ])('refuses $what with a clear $status and stores nothing', async ({ what, name, status, message }) => {
    const bodies: Record<string, () => Buffer> = {
      'a text file named .jpg': () => Buffer.from('not a photo at all'),
      'an SVG': () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a pixel bomb': aPixelBomb,
      'a file over 15 MB': () => Buffer.alloc(PHOTO_LIMITS.maxBytes + 1, 1),
    };
    const make = bodies[what]!;
    const before = (await photoRows()).length;
    const response = await upload(make(), name);
    expect(response.statusCode).toBe(status);
    expect(errorBody(response).error.message).toBe(message);
    expect(await photoRows()).toHaveLength(before);
  });

  it('refuses a request without a file, or with two', async () => {
    const json = await call('POST', '/property-images', { file: 'x' });
    expect(json.statusCode).toBe(400);
    const form = photoForm(await aPng(), 'a.png', 'image/png');
    form.append('file', new Blob([new Uint8Array(await aPng())], { type: 'image/png' }), 'b.png');
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/admin/property-images',
      headers,
      payload: form,
    });
    expect(two.statusCode).toBe(400);
    expect(errorBody(two).error.message).toBe('Send one photo per request');
  });

  it('answers a broken multipart body with a 400, never a 500', async () => {
    const boundary = '----househunt';
    for (const [contentType, body] of [
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc`,
      ],
      ['multipart/form-data', 'abc'],
      [`multipart/form-data; boundary=${boundary}`, 'abc'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/property-images',
        headers: { ...headers, 'content-type': contentType! },
        payload: body,
      });
      expect(response.statusCode, body).toBe(400);
      expect(errorBody(response).error.message).toMatch(/Choose a photo to upload/);
    }
  });

  it('keeps a file name with control characters, without them', async () => {
    const response = await upload(await aPng(), 'front\u0000\u0007 view.png', 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.id, responseBody(response, uploadedPhotoAnswerSchema).image.id));
    expect(row!.originalName).toBe('front view.png');
  });

  it('answers 503 when storage is down, keeping no record and queueing every file it may have written', async () => {
    const before = (await photoRows()).length;
    const realPut = storage.put.bind(storage);
    let puts = 0;
    storage.put = async (...args) => {
      if (++puts > 2) throw new Error('storage is down');
      return realPut(...args);
    };
    try {
      const response = await upload(await aPng(), 'hall.png', 'image/png');
      expect(response.statusCode).toBe(503);
      expect(errorBody(response).error.message).toBe(
        'The photo could not be stored just now. Please try again.',
      );
    } finally {
      storage.put = realPut;
    }
    expect(await photoRows()).toHaveLength(before);
    expect(await t.db.select().from(storageDeletions)).toEqual([]);
  });

  it('creates a listing with its photos in order, reorders them, and deletes removed ones after the save', async () => {
    const [front, hall, garden] = [
      await uploaded('front.png'),
      await uploaded('hall.png'),
      await uploaded('garden.png'),
    ];
    const created = await call('POST', '/properties', { property: aFlat(), imageIds: [front.id, hall.id] });
    expect(created.statusCode, created.body).toBe(201);
    const listing = responseBody(created, listingAnswerSchema).property;
    expect(listing.images.map((p: Photo) => p.id)).toEqual([front.id, hall.id]);

    const saved = await call('PUT', `/properties/${listing.id}`, {
      version: listing.version,
      property: aFlat(),
      imageIds: [garden.id, front.id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(responseBody(saved, listingAnswerSchema).property.images.map((p: Photo) => p.id)).toEqual([
      garden.id,
      front.id,
    ]);
    for (const variant of hall.variants) expect(await stored(variant.url)).toBeNull();

    // A save that does not mention photos leaves them alone.
    const untouched = await call('PUT', `/properties/${listing.id}`, {
      version: listing.version + 1,
      property: aFlat({ title: 'Renamed' }),
    });
    expect(responseBody(untouched, listingAnswerSchema).property.images.map((p: Photo) => p.id)).toEqual([
      garden.id,
      front.id,
    ]);
    for (const variant of front.variants) expect(await stored(variant.url)).not.toBeNull();
    expect(await t.db.select().from(storageDeletions)).toEqual([]);
  });

  it('will not take another listing’s photo, nor more than 30, and changes nothing when it refuses', async () => {
    const photo = await uploaded();
    const owner = responseBody(
      await call('POST', '/properties', { property: aFlat(), imageIds: [photo.id] }),
      listingAnswerSchema,
    ).property;
    const other = responseBody(
      await call('POST', '/properties', { property: aFlat() }),
      listingAnswerSchema,
    ).property;

    const stolen = await call('PUT', `/properties/${other.id}`, {
      version: other.version,
      property: aFlat({ title: 'Changed' }),
      imageIds: [photo.id],
    });
    expect(stolen.statusCode).toBe(400);
    expect(errorBody(stolen).error.fields!.imageIds).toMatch(/no longer available/);
    const after = responseBody(await call('GET', `/properties/${other.id}`), listingAnswerSchema).property;
    expect([after.title, after.version, after.images]).toEqual([other.title, other.version, []]);
    expect(
      responseBody(await call('GET', `/properties/${owner.id}`), listingAnswerSchema).property.images,
    ).toHaveLength(1);

    const tooMany = await call('POST', '/properties', {
      property: aFlat(),
      imageIds: Array.from({ length: 31 }, () => crypto.randomUUID()),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorBody(tooMany).error.fields!.imageIds).toBe(PHOTO_MESSAGES.tooMany);
  });

  it('leaves a failed save’s upload unattached, and the sweep removes it after the grace period', async () => {
    const listing = responseBody(
      await call('POST', '/properties', { property: aFlat() }),
      listingAnswerSchema,
    ).property;
    const photo = await uploaded('late.png');
    const failed = await call('PUT', `/properties/${listing.id}`, {
      version: listing.version,
      property: aFlat({ title: '' }),
      imageIds: [photo.id],
    });
    expect(failed.statusCode).toBe(400);
    expect(
      responseBody(await call('GET', `/properties/${listing.id}`), listingAnswerSchema).property.images,
    ).toEqual([]);

    // Within the grace period nothing is touched: the admin may still be filling in the form.
    expect(await sweepAbandonedUploads(t.db, storage, new Date(Date.now() - 60_000))).toMatchObject({
      uploadsRemoved: 0,
    });
    expect(await stored(photo.url)).not.toBeNull();

    const attached = (await t.db.select().from(propertyImages)).filter((row) => row.propertyId !== null);
    const swept = await sweepAbandonedUploads(t.db, storage, new Date(Date.now() + 60_000));
    expect(swept.uploadsRemoved).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(propertyImages).where(isNull(propertyImages.propertyId))).toEqual([]);
    for (const variant of photo.variants) expect(await stored(variant.url)).toBeNull();
    expect(await t.db.select().from(propertyImages)).toHaveLength(attached.length);
    for (const row of attached) expect(await storage.get(row.variants[0]!.key)).not.toBeNull();
  });

  it('deletes a listing’s photo files after the listing, retrying later if storage is down', async () => {
    const photo = await uploaded();
    const listing = responseBody(
      await call('POST', '/properties', { property: aFlat(), imageIds: [photo.id] }),
      listingAnswerSchema,
    ).property;
    const realDelete = storage.delete.bind(storage);
    storage.delete = async () => {
      throw new Error('storage is down');
    };
    try {
      expect((await call('DELETE', `/properties/${listing.id}`)).statusCode).toBe(204);
    } finally {
      storage.delete = realDelete;
    }
    expect((await call('GET', `/properties/${listing.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(storageDeletions)).toHaveLength(photo.variants.length);

    await sweepAbandonedUploads(t.db, storage, new Date(0));
    expect(await t.db.select().from(storageDeletions)).toEqual([]);
    for (const variant of photo.variants) expect(await stored(variant.url)).toBeNull();
  });

  it('keeps retrying a file storage refuses without holding up the rest of the queue', async () => {
    const [stuck, fine] = [await uploaded('stuck.png'), await uploaded('fine.png')];
    const listing = responseBody(
      await call('POST', '/properties', { property: aFlat(), imageIds: [stuck.id, fine.id] }),
      listingAnswerSchema,
    ).property;
    const stuckKeys = new Set(stuck.variants.map((v) => keyOf(v.url)));
    const realDelete = storage.delete.bind(storage);
    storage.delete = async (keys) => {
      if (keys.some((key) => stuckKeys.has(key))) throw new Error('AccessDenied');
      return realDelete(keys);
    };
    try {
      expect((await call('DELETE', `/properties/${listing.id}`)).statusCode).toBe(204);
      await sweepAbandonedUploads(t.db, storage, new Date(0));
    } finally {
      storage.delete = realDelete;
    }
    for (const variant of fine.variants) expect(await stored(variant.url)).toBeNull();
    const queued = (await t.db.select().from(storageDeletions)).map((row) => row.key).sort();
    expect(queued).toEqual([...stuckKeys].sort());
    await sweepAbandonedUploads(t.db, storage, new Date(0));
    expect(await t.db.select().from(storageDeletions)).toEqual([]);
  });
});
