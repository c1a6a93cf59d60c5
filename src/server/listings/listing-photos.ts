/**
 * Listing photos. An upload is processed and recorded unattached; a save attaches the photos it names, in
 * its own transaction; uploads no save claimed are swept after a grace period.
 */
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { propertyImages } from '#server/db/schema';
import { AppError, ValidationError } from '#server/errors';
import { drainDeletionQueue, queueFileDeletions, removeQueuedFiles } from '#server/db/storage-deletion-queue';
import {
  keyBaseOfVariant,
  PHOTO_FOLDER,
  planImageKeys,
  processImage,
  writeImageFiles,
} from '#server/storage/image-processing';
import type { ImageRow } from '#server/listings/listing-record';
import { isValidKey, type ObjectStorage } from '#server/storage/storage';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const variantKeys = (rows: ImageRow[]) => rows.flatMap((row) => row.variants.map((variant) => variant.key));

/**
 * Checks, re-encodes and stores one photo. The record is written before the files, so an upload cut off
 * half-way leaves a row the sweep finds, never files nobody knows about.
 */
export async function uploadPhoto(
  db: Database,
  storage: ObjectStorage,
  upload: { body: Buffer; fileName: string; uploadedBy: string | null },
): Promise<ImageRow> {
  const processed = await processImage(upload.body);
  const planned = planImageKeys(processed, upload.fileName);
  const [row] = await db
    .insert(propertyImages)
    .values({
      propertyId: null,
      keyBase: planned.keyBase,
      originalName: upload.fileName.slice(0, 255),
      width: planned.width,
      height: planned.height,
      variants: planned.variants,
      perceptualHash: planned.perceptualHash,
      uploadedBy: upload.uploadedBy,
    })
    .returning();
  try {
    await writeImageFiles(storage, processed, planned);
  } catch (cause) {
    await discardUpload(db, storage, row!);
    throw new AppError(
      503,
      'STORAGE_UNAVAILABLE',
      'The photo could not be stored just now. Please try again.',
      undefined,
      {
        cause,
      },
    );
  }
  return row!;
}

/** Forgets a half-stored upload: its row goes and every planned file is queued, whether written or not. */
async function discardUpload(db: Database, storage: ObjectStorage, row: ImageRow): Promise<void> {
  const keys = variantKeys([row]);
  try {
    await db.transaction(async (tx) => {
      await tx.delete(propertyImages).where(eq(propertyImages.id, row.id));
      await queueFileDeletions(tx, keys);
    });
  } catch {
    return; // The row is still there, unattached: the sweep deals with it.
  }
  await removeQueuedFiles(db, storage, keys);
}

/**
 * Makes `imageIds`, in order, the listing's photos (the first is the cover). Photos the listing had that are
 * left out are removed with the save and their files queued for deletion. Returns the keys to delete once
 * the transaction has committed.
 */
export async function setListingPhotos(
  tx: Tx,
  listingId: string,
  imageIds: readonly string[],
  /** A lister may claim only the uploads they made themselves; the team may claim any. */
  uploadedBy?: string,
): Promise<string[]> {
  if (new Set(imageIds).size !== imageIds.length) {
    throw new ValidationError('Some photos could not be saved', {
      imageIds: 'The same photo is listed twice',
    });
  }
  const current = await tx
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, listingId))
    .for('update');
  const kept = new Set(imageIds);
  const removed = current.filter((row) => !kept.has(row.id));
  if (removed.length > 0) {
    await tx.delete(propertyImages).where(
      inArray(
        propertyImages.id,
        removed.map((row) => row.id),
      ),
    );
  }

  for (const [position, id] of imageIds.entries()) {
    // Only an unattached upload or one of this listing's own photos can be named; the row lock makes a
    // concurrent sweep either see it attached or make this save fail cleanly.
    const updated = await tx
      .update(propertyImages)
      .set({ propertyId: listingId, position })
      .where(
        and(
          eq(propertyImages.id, id),
          or(
            uploadedBy === undefined
              ? isNull(propertyImages.propertyId)
              : and(isNull(propertyImages.propertyId), eq(propertyImages.uploadedBy, uploadedBy)),
            eq(propertyImages.propertyId, listingId),
          ),
        ),
      )
      .returning({ id: propertyImages.id });
    if (updated.length === 0) {
      throw new ValidationError('Some photos could not be saved', {
        imageIds: 'A photo you added is no longer available. Remove it and upload it again.',
      });
    }
  }

  const keys = variantKeys(removed);
  await queueFileDeletions(tx, keys);
  return keys;
}

/**
 * Removes uploads no save attached within the grace period, then retries any queued file deletions.
 * Safe to run on every server at once.
 */
export async function sweepAbandonedUploads(
  db: Database,
  storage: ObjectStorage,
  uploadedBefore: Date,
): Promise<{ uploadsRemoved: number; filesRemoved: number }> {
  const abandoned = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(propertyImages)
      .where(and(isNull(propertyImages.propertyId), lt(propertyImages.createdAt, uploadedBefore)))
      .returning();
    await queueFileDeletions(tx, variantKeys(rows));
    return rows;
  });
  const filesRemoved = await drainDeletionQueue(db, storage);
  return { uploadsRemoved: abandoned.length, filesRemoved };
}

/**
 * Removes photo files no photo record names that have not changed since `unchangedSince`: what a process
 * killed part-way left behind (the demo seed writes its files before its records; a write killed mid-file
 * leaves a *.tmp half). Anything written since is left alone: a seed or an upload may still be at work.
 * Files with names HouseHunt never writes are not its to delete: after the sweep, they fail the run by name.
 */
export async function sweepOrphanFiles(
  db: Database,
  storage: ObjectStorage,
  unchangedSince: Date,
): Promise<{ filesRemoved: number }> {
  let filesRemoved = 0;
  const foreign: string[] = [];
  for await (const page of storage.list(PHOTO_FOLDER)) {
    const old = page.filter((file) => file.modifiedAt < unchangedSince).map((file) => file.key);
    foreign.push(...old.filter((key) => !isValidKey(key)));
    const ours = old.filter(isValidKey);
    const bases = [...new Set(ours.map(keyBaseOfVariant).filter((base) => base !== null))];
    const recorded = new Set(
      bases.length === 0
        ? []
        : (
            await db
              .select({ keyBase: propertyImages.keyBase })
              .from(propertyImages)
              .where(inArray(propertyImages.keyBase, bases))
          ).map((row) => row.keyBase),
    );
    const orphans = ours.filter((key) => {
      const base = keyBaseOfVariant(key);
      return base === null || !recorded.has(base);
    });
    if (orphans.length > 0) {
      await storage.delete(orphans);
      filesRemoved += orphans.length;
    }
  }
  if (foreign.length > 0) {
    throw new Error(
      `${foreign.length} file(s) in the photo store have names HouseHunt never writes, so they were left in ` +
        `place: ${foreign.slice(0, 5).join(', ')}${foreign.length > 5 ? ', …' : ''}. Move them elsewhere.`,
    );
  }
  return { filesRemoved };
}
