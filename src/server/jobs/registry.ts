/** Every kind of background job the server runs; a feature's new job is added here. */
import { expiredSignInSweepJob } from '../auth/sign-in-housekeeping.js';
import { orphanFileSweepJob, photoUploadSweepJob } from '../features/properties/photo-housekeeping.js';
import type { JobDefinition } from './job.js';

export const BACKGROUND_JOBS: readonly JobDefinition[] = [
  photoUploadSweepJob,
  orphanFileSweepJob,
  expiredSignInSweepJob,
];
