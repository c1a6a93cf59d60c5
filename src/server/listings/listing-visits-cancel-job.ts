/**
 * The job that cancels the visits booked to a listing the team is taking down (archived, sold, rented or
 * deleted) and mails each visitor, as the bookings feature's own cancel does. Bookings runs it under this name;
 * the listings feature queues it by name with the bookings it read, so neither imports the other.
 */
import { z } from 'zod';

export const CANCEL_LISTING_VISITS_JOB = {
  name: 'bookings.cancel-for-listing',
  payload: z.object({
    bookingIds: z.array(z.uuid()).min(1),
    /** Who took the listing down: the cancellations are audited as theirs. */
    actor: z.object({ id: z.uuid().nullable(), email: z.string().nullable() }),
  }),
};
