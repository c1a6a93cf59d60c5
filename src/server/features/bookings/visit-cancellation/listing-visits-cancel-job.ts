/** Cancels, one by one, the visits to a listing the team took down, as the team's own cancel does. */
import { AppError } from '#server/errors';
import { defineJob } from '#server/jobs/job';
import { CANCEL_LISTING_VISITS_JOB } from '#server/listings/listing-visits-cancel-job';
import { changeBookingStatus } from '../service.js';

export const listingVisitsCancelJob = defineJob({
  ...CANCEL_LISTING_VISITS_JOB,
  label: 'Cancel the visits to a listing taken down, and mail the visitors',
  async run({ bookingIds, actor }, { db, config, log }) {
    const mail = { publicUrl: config.publicUrl, visitLinkSecret: config.visitLinkSecret };
    let cancelled = 0;
    for (const id of bookingIds) {
      try {
        const result = await changeBookingStatus(db, id, { status: 'cancelled' }, actor, mail);
        if (!result.changed) cancelled++;
      } catch (error) {
        // A visit completed, or the booking deleted, since the listing was taken down: nothing left to cancel.
        if (!(error instanceof AppError) || error.status >= 500) throw error;
      }
    }
    log.info({ cancelled, of: bookingIds.length }, 'visits to a listing taken down cancelled');
  },
});
