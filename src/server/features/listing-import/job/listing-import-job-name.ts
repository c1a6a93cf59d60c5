/** The import job's name and payload: what confirming an import queues. */
import { z } from 'zod';

export const LISTING_IMPORT_JOB = {
  name: 'listing-import.write-listings',
  payload: z.object({ importId: z.uuid() }),
};
