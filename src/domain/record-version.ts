/**
 * Every record the team edits (listing, booking, enquiry, settings, user) carries a `version`. A write names the
 * version it was made on; when the record has moved on since, the server refuses it with 409 RECORD_CHANGED
 * and the record as it now is, so the screen can show what changed instead of overwriting it.
 */
import { z } from 'zod';

export const RECORD_CHANGED = 'RECORD_CHANGED';

export const recordVersionSchema = z
  .number({ error: 'Send the version of the record you read (a whole number).' })
  .int({ error: 'Send the version of the record you read (a whole number).' })
  .min(0, { error: 'Send the version of the record you read (a whole number).' })
  .max(2_147_483_647, { error: 'Send the version of the record you read (a whole number).' });

/** The 409 answer to a write made on an outdated version; `current` is the record as its GET answers it. */
export function recordChangedErrorSchema<Current extends z.ZodType>(current: Current) {
  return z.object({
    error: z.object({ code: z.literal(RECORD_CHANGED), message: z.string(), current }),
  });
}
