/** The photo store's housekeeping, as background jobs on the housekeeping schedule. */
import { z } from 'zod';
import { defineJob } from '#server/jobs/job';
import { sweepAbandonedUploads, sweepOrphanFiles } from '#server/listings/listing-photos';

/** Uploads no save claimed within UPLOAD_GRACE_HOURS, and file deletions that failed after their save. */
export const photoUploadSweepJob = defineJob({
  name: 'photos.sweep-uploads',
  label: 'Remove abandoned photo uploads',
  payload: z.object({}),
  scheduled: true,
  async run(_payload, { db, storage, config, log }) {
    const result = await sweepAbandonedUploads(db, storage, new Date(Date.now() - config.uploadGraceMs));
    if (result.uploadsRemoved || result.filesRemoved) log.info(result, 'photo housekeeping');
  },
});

/** Files no photo record names, older than UPLOAD_GRACE_HOURS: left by a process killed part-way. */
export const orphanFileSweepJob = defineJob({
  name: 'photos.sweep-orphan-files',
  label: 'Remove stray photo files',
  payload: z.object({}),
  scheduled: true,
  async run(_payload, { db, storage, config, log }) {
    const result = await sweepOrphanFiles(db, storage, new Date(Date.now() - config.uploadGraceMs));
    if (result.filesRemoved) log.info(result, 'stray photo files removed');
  },
});
