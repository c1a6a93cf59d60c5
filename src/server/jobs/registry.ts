/** Every kind of background job the server runs; a feature's new job is added here. */
import { expiredSignInSweepJob } from '#server/auth/sign-in-housekeeping';
import {
  orphanFileSweepJob,
  photoUploadSweepJob,
} from '#server/features/listings-admin/photos/photo-housekeeping';
import { listingFreshnessSweepJob } from '#server/features/listings-admin/lifecycle/freshness-sweep';
import { photoHashBackfillJob } from '#server/features/listings-admin/photos/photo-hash-backfill';
import { dailyDigestJob } from '#server/notices/team-mails';
import { sendMailJob } from '#server/mail/send-mail-job';
import {
  savedSearchAlertJob,
  savedSearchDigestJob,
} from '#server/features/saved-searches/alerts/alert-mails';
import { listingVisitsCancelJob } from '#server/features/bookings/visit-cancellation/listing-visits-cancel-job';
import { listingQualityScoreJob } from '#server/listings/listing-quality';
import { listingImportJob } from '#server/features/listing-import/job/listing-import-job';
import type { JobDefinition } from './job.js';

export const BACKGROUND_JOBS: readonly JobDefinition[] = [
  photoUploadSweepJob,
  orphanFileSweepJob,
  photoHashBackfillJob,
  expiredSignInSweepJob,
  sendMailJob,
  dailyDigestJob,
  savedSearchAlertJob,
  savedSearchDigestJob,
  listingFreshnessSweepJob,
  listingVisitsCancelJob,
  listingQualityScoreJob,
  listingImportJob,
];
