import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyImages } from '#server/db/schema';
import { SAME_PHOTO_MAX_BITS } from '#server/listings/duplicate-guard';
import { processImage, storeImage } from '#server/storage/image-processing';
import { LocalDiskStorage } from '#server/storage/local-disk-storage';
import { bitsApart } from '#server/storage/perceptual-hash';
import { aPicture } from '#server/testing/photo-factory';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '#server/testing/test-database';
import { backfillPhotoHashes } from './photo-hash-backfill.js';

describe.each(TEST_DATABASE_KINDS)('filling in the hashes of older photos on %s', (kind) => {
  let database: TestDatabase;
  let folder: string;
  let storage: LocalDiskStorage;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    folder = mkdtempSync(join(tmpdir(), 'househunt-hash-backfill-'));
    storage = new LocalDiskStorage(folder);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** A photo stored as before the guard: its files, and a row without a hash. */
  const anOlderPhoto = async (seed: number) => {
    const processed = await processImage(await aPicture(seed, 800, 500));
    const stored = await storeImage(storage, processed, `photo-${seed}.jpg`);
    const [row] = await database.db
      .insert(propertyImages)
      .values({ ...stored, perceptualHash: null, originalName: `photo-${seed}.jpg` })
      .returning({ id: propertyImages.id });
    return { id: row!.id, uploadHash: processed.perceptualHash, stored };
  };
  const hashOf = async (id: string) =>
    (await database.db.select().from(propertyImages).where(eq(propertyImages.id, id)))[0]!.perceptualHash;

  it('hashes each photo from its stored file, in batches, as an upload would have', async () => {
    const photos = [await anOlderPhoto(1), await anOlderPhoto(2), await anOlderPhoto(3)];
    expect(await backfillPhotoHashes(database.db, storage, { batch: 2 })).toEqual({
      hashed: 3,
      unreadable: 0,
    });
    for (const photo of photos) {
      expect(bitsApart((await hashOf(photo.id))!, photo.uploadHash)).toBeLessThanOrEqual(SAME_PHOTO_MAX_BITS);
    }
  });

  it('does nothing the second time, and two runs at once hash each photo the same', async () => {
    expect(await backfillPhotoHashes(database.db, storage)).toEqual({ hashed: 0, unreadable: 0 });
    const photo = await anOlderPhoto(4);
    await Promise.all([backfillPhotoHashes(database.db, storage), backfillPhotoHashes(database.db, storage)]);
    expect(bitsApart((await hashOf(photo.id))!, photo.uploadHash)).toBeLessThanOrEqual(SAME_PHOTO_MAX_BITS);
    expect(await backfillPhotoHashes(database.db, storage)).toEqual({ hashed: 0, unreadable: 0 });
  });

  it('leaves a photo whose file is gone without a hash, and carries on', async () => {
    const gone = await anOlderPhoto(5);
    await storage.delete(gone.stored.variants.map((variant) => variant.key));
    const kept = await anOlderPhoto(6);
    expect(await backfillPhotoHashes(database.db, storage)).toEqual({ hashed: 1, unreadable: 1 });
    expect(await hashOf(gone.id)).toBeNull();
    expect(await hashOf(kept.id)).not.toBeNull();
  });
});
