/**
 * Files waiting to be removed from storage. Keys are queued inside the transaction that stops pointing at
 * them and removed after it commits; whatever fails then is retried by the housekeeping run, never lost.
 * The queue is a table, so it lives with the database; storage/ itself knows nothing of the database.
 */
import { asc, gt, inArray } from 'drizzle-orm';
import type { ObjectStorage } from '#server/storage/storage';
import type { Database } from './client.js';
import { storageDeletions } from './schema.js';

export async function queueFileDeletions(
  tx: Pick<Database, 'insert'>,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(storageDeletions)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

/**
 * Removes the files, then their queue entries. Never throws: a save or delete that has committed must not
 * fail after the fact. Returns false (the keys stay queued for the next run) when anything failed.
 */
export async function removeQueuedFiles(
  db: Database,
  storage: ObjectStorage,
  keys: readonly string[],
): Promise<boolean> {
  if (keys.length === 0) return true;
  try {
    await storage.delete(keys);
    await db.delete(storageDeletions).where(inArray(storageDeletions.key, [...keys]));
    return true;
  } catch {
    return false;
  }
}

/**
 * Works through the whole queue a batch at a time. A batch that fails is retried key by key, so one file
 * storage keeps refusing stays queued without holding up the others. Returns how many files were removed.
 */
export async function drainDeletionQueue(
  db: Database,
  storage: ObjectStorage,
  batchSize = 500,
): Promise<number> {
  let removed = 0;
  let after = '';
  for (;;) {
    const batch = await db
      .select({ key: storageDeletions.key })
      .from(storageDeletions)
      .where(gt(storageDeletions.key, after))
      .orderBy(asc(storageDeletions.key))
      .limit(batchSize);
    if (batch.length === 0) return removed;
    const keys = batch.map((row) => row.key);
    if (await removeQueuedFiles(db, storage, keys)) {
      removed += keys.length;
    } else {
      for (const key of keys) if (await removeQueuedFiles(db, storage, [key])) removed++;
    }
    after = keys.at(-1)!;
    if (batch.length < batchSize) return removed;
  }
}
