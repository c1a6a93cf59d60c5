/** Sweeps expired sessions and abandoned sign-ins on the housekeeping schedule, off every request's path. */
import { z } from 'zod';
import { defineJob } from '#server/jobs/job';
import { sweepExpiredAuthState } from './sessions.js';

export const expiredSignInSweepJob = defineJob({
  name: 'auth.sweep-expired',
  label: 'Remove expired sessions and sign-ins',
  payload: z.object({}),
  scheduled: true,
  async run(_payload, { db }) {
    await sweepExpiredAuthState(db);
  },
});
