/**
 * The job that tells saved searches of a listing they may now find: a new listing, or a lower price. Saved
 * searches run it under this name; a listing write queues it by name, so writing listings needs no saved search.
 */
import { z } from 'zod';

export const LISTING_ALERT_JOB = {
  name: 'saved-searches.alert',
  payload: z.object({ listingId: z.uuid(), reason: z.enum(['listed', 'price-drop']) }),
};
