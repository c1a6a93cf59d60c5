/** Sweeps abandoned uploads and retries queued file deletions now and then. Safe on every server at once. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { ObjectStorage } from '../../storage/storage.js';
import { sweepAbandonedUploads } from './photos.js';

const EVERY_MS = 60 * 60 * 1000;
const FIRST_RUN_AFTER_MS = 60 * 1000;

export function schedulePhotoHousekeeping(
  app: FastifyInstance,
  { db, storage, uploadGraceMs }: { db: Database; storage: ObjectStorage; uploadGraceMs: number },
): void {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sweepAbandonedUploads(db, storage, new Date(Date.now() - uploadGraceMs))
      .then((result) => {
        if (result.uploadsRemoved || result.filesRemoved) app.log.info(result, 'photo housekeeping');
      })
      .catch((err: unknown) =>
        app.log.warn({ err }, 'photo housekeeping failed; it runs again within the hour'),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, FIRST_RUN_AFTER_MS).unref();
  const every = setInterval(run, EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
