/** Writes a confirmed import's rows (service.ts runImport), batch by batch, keeping its progress. */
import { defineJob } from '#server/jobs/job';
import { runImport } from '../service.js';
import { LISTING_IMPORT_JOB } from './listing-import-job-name.js';

export const listingImportJob = defineJob({
  ...LISTING_IMPORT_JOB,
  label: 'Write the listings of a confirmed bulk import',
  // A failed import is marked failed with its reason and resumed by confirming it again, not retried blindly.
  retry: { limit: 0, delaySeconds: 0 },
  async run({ importId }, { db, log }) {
    const record = await runImport(db, importId);
    log.info({ importId, rows: record?.rowsDone, status: record?.status }, 'listing import written');
  },
});
