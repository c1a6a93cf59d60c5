/**
 * Files waiting to be removed from storage. Keys are queued inside the transaction that stops pointing at
 * them and removed after it commits; whatever fails then is retried by the housekeeping run, never lost.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { storageDeletions } from '../db/schema.js';
import type { ObjectStorage } from './storage.js';

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

/** Removes the files, then their queue entries. Returns false (and keeps them queued) if storage failed. */
export async function removeQueuedFiles(
  db: Database,
  storage: ObjectStorage,
  keys: readonly string[],
): Promise<boolean> {
  if (keys.length === 0) return true;
  try {
    await storage.delete(keys);
  } catch {
    return false;
  }
  await db.delete(storageDeletions).where(inArray(storageDeletions.key, [...keys]));
  return true;
}

/** Retries the oldest queued deletions, a batch at a time. Returns how many files were removed. */
export async function drainDeletionQueue(
  db: Database,
  storage: ObjectStorage,
  batchSize = 500,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db
      .select({ key: storageDeletions.key })
      .from(storageDeletions)
      .orderBy(asc(storageDeletions.queuedAt))
      .limit(batchSize);
    if (batch.length === 0) return removed;
    const keys = batch.map((row) => row.key);
    if (!(await removeQueuedFiles(db, storage, keys))) return removed;
    removed += keys.length;
    if (batch.length < batchSize) return removed;
  }
}
