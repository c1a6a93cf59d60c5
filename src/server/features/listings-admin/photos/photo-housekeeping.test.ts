import { mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backgroundJobsSchema, type BackgroundJobs } from '#domain/background-jobs';
import { uploadedPhotoAnswerSchema } from '#domain/listing-record';
import { processImage, storeImage } from '#server/storage/image-processing';
import type { ObjectStorage } from '#server/storage/storage';
import { aFlat } from '#server/testing/listing-factory';
import { aPng, photoForm } from '#server/testing/photo-factory';
import { responseBody } from '#server/testing/response-body';
import { signIn } from '#server/testing/sign-in';
import { STORAGE_BACKENDS } from '#server/testing/storage-backends';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { sweepOrphanFiles } from '#server/listings/listing-photos';

const cases = TEST_DATABASE_KINDS.flatMap((kind) => STORAGE_BACKENDS.map((backend) => ({ kind, backend })));
const HOUR = 3_600_000;

async function keysIn(storage: ObjectStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of storage.list('properties/')) keys.push(...page.map((object) => object.key));
  return keys.sort();
}

async function signedInAdmin(t: TestApp) {
  const admin = await signIn(t.app, 'admin@example.com');
  const headers = {
    cookie: admin.jar.header(),
    'x-csrf-token': admin.csrfToken,
    origin: TEST_PUBLIC_URL,
  };
  return {
    headers,
    async upload(name: string): Promise<{ id: string; keys: string[] }> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/property-images',
        headers,
        payload: photoForm(await aPng(), name, 'image/png'),
      });
      expect(response.statusCode).toBe(201);
      const { id, variants } = responseBody(response, uploadedPhotoAnswerSchema).image;
      return { id, keys: variants.map((variant) => variant.url.replace(/^\/media\//, '')) };
    },
  };
}

describe.each(cases)('stray photo files on $kind with $backend.name storage', ({ kind, backend }) => {
  let t: TestApp;
  let storage: ObjectStorage;
  let closeStorage: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close: closeStorage } = await backend.open());
    t = await buildTestApp(kind, { storage });
  });
  afterAll(async () => {
    await t?.close();
    await closeStorage?.();
  });

  it('are removed once older than the grace period, while every file a photo record names stays', async () => {
    const admin = await signedInAdmin(t);
    const cover = await admin.upload('cover.png');
    const listing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      headers: admin.headers,
      payload: { property: aFlat(), imageIds: [cover.id] },
    });
    expect(listing.statusCode).toBe(201);
    const attached = cover.keys;
    const otherUpload = (await admin.upload('still-being-edited.png')).keys;
    // What a demo seed killed before its transaction leaves: stored photos no record names.
    const seeded = await storeImage(storage, await processImage(await aPng()), 'flat-1.jpg');
    const strays = seeded.variants.map((variant) => variant.key);

    // Recent strays may be a seed or an upload still at work: nothing is touched.
    expect(await sweepOrphanFiles(t.db, storage, new Date(Date.now() - HOUR))).toEqual({ filesRemoved: 0 });
    expect(await keysIn(storage)).toEqual([...attached, ...otherUpload, ...strays].sort());

    const swept = await sweepOrphanFiles(t.db, storage, new Date(Date.now() + 60_000));
    expect(swept).toEqual({ filesRemoved: strays.length });
    expect(await keysIn(storage)).toEqual([...attached, ...otherUpload].sort());
  });
});

describe.each(TEST_DATABASE_KINDS)('photo housekeeping on local disk on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { runJobs: true });
  });
  afterAll(async () => t?.close());

  const mediaFile = (name: string, hoursAgo: number) => {
    const path = join(t.dataDir, 'media', 'properties', name);
    mkdirSync(join(t.dataDir, 'media', 'properties'), { recursive: true });
    writeFileSync(path, 'half a photo');
    const at = new Date(Date.now() - hoursAgo * HOUR);
    utimesSync(path, at, at);
    return path;
  };

  it('removes the *.tmp half a killed write left, on its schedule, but not one still being written', async () => {
    const killed = mediaFile(
      '1700000000000-flat-1-a1b2c3-960.webp.5c1e9d1a-0b8e-4d7e-9a3c-2f1b7c0e4d21.tmp',
      48,
    );
    const writing = mediaFile(
      '1700000000000-flat-2-d4e5f6-960.webp.7a2b3c4d-1e2f-4a5b-8c9d-0e1f2a3b4c5d.tmp',
      0,
    );
    const admin = await signedInAdmin(t);
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/photos.sweep-orphan-files/run',
      headers: admin.headers,
    });
    expect(run.statusCode).toBe(202);
    await vi.waitFor(() => expect(existsSync(killed)).toBe(false), { timeout: 20_000, interval: 200 });
    expect(existsSync(writing)).toBe(true);
  });

  it('leaves files with names HouseHunt never writes, and fails the run naming them for an admin', async () => {
    const foreign = mediaFile('Copied By Hand.JPG', 48);
    const stray = mediaFile('1700000000000-old-a1b2c3-480.avif', 48);
    await expect(sweepOrphanFiles(t.db, t.storage, new Date(Date.now() - 24 * HOUR))).rejects.toThrow(
      /^1 file\(s\) in the photo store have names HouseHunt never writes, so they were left in place: properties\/Copied By Hand\.JPG\. Move them elsewhere\.$/,
    );
    expect(existsSync(foreign)).toBe(true);
    expect(existsSync(stray)).toBe(false);

    const admin = await signedInAdmin(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/photos.sweep-orphan-files/run',
      headers: admin.headers,
    });
    const failed = await vi.waitFor(
      async () => {
        const jobs: BackgroundJobs = responseBody(
          await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: admin.headers }),
          backgroundJobsSchema,
        );
        const job = jobs.failed.find((entry) => entry.name === 'photos.sweep-orphan-files');
        if (!job) throw new Error('not failed yet');
        return job;
      },
      { timeout: 20_000, interval: 300 },
    );
    expect(failed.error).toMatch(/Copied By Hand\.JPG/);
    expect(failed.attempts).toBe(1);
  });
});
