/**
 * Hashes photos stored before the duplicate guard (perceptual_hash null), from their smallest stored WebP, a batch
 * at a time. Safe on every process at once: the hash is a function of the file, a write lands only where the hash
 * is still missing, and nothing is held locked while files are read.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { propertyImages } from '#server/db/schema';
import { defineJob } from '#server/jobs/job';
import { differenceHash } from '#server/storage/perceptual-hash';
import type { ObjectStorage } from '#server/storage/storage';

const BATCH = 50;

async function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Hashes every photo without a hash; returns how many were hashed and how many could not be (file gone or
 * unreadable: they stay without a hash, are tried again on the next run, and are never matched meanwhile).
 */
export async function backfillPhotoHashes(
  db: Database,
  storage: ObjectStorage,
  { batch = BATCH } = {},
): Promise<{ hashed: number; unreadable: number }> {
  let hashed = 0;
  let unreadable = 0;
  let after: string | null = null;
  for (;;) {
    const photos = await db
      .select({ id: propertyImages.id, variants: propertyImages.variants })
      .from(propertyImages)
      .where(
        and(isNull(propertyImages.perceptualHash), after === null ? undefined : gt(propertyImages.id, after)),
      )
      .orderBy(asc(propertyImages.id))
      .limit(batch);
    if (photos.length === 0) return { hashed, unreadable };
    for (const photo of photos) {
      const smallest = photo.variants
        .filter((variant) => variant.format === 'webp')
        .sort((a, b) => a.width - b.width)[0];
      const stored = smallest && (await storage.get(smallest.key));
      let hash: bigint | null = null;
      if (stored)
        hash = await readAll(stored.body).then(
          (file) => differenceHash(file),
          () => null,
        );
      if (hash === null) {
        unreadable++;
        continue;
      }
      await db
        .update(propertyImages)
        .set({ perceptualHash: hash })
        .where(and(eq(propertyImages.id, photo.id), isNull(propertyImages.perceptualHash)));
      hashed++;
    }
    after = photos.at(-1)!.id;
  }
}

/** Photos stored before the duplicate guard get their hash; with nothing to do, a run reads one empty page. */
export const photoHashBackfillJob = defineJob({
  name: 'photos.hash-backfill',
  label: 'Fingerprint older photos for the duplicate check',
  payload: z.object({}),
  scheduled: true,
  async run(_payload, { db, storage, log }) {
    const result = await backfillPhotoHashes(db, storage);
    if (result.hashed || result.unreadable) log.info(result, 'photo hashes filled in');
  },
});
