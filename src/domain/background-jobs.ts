/** The admin panel's view of the background jobs: what each kind has queued, running and failed. */
import { z } from 'zod';

export const jobQueueSummarySchema = z.object({
  name: z.string(),
  label: z.string(),
  /** Runs on the housekeeping schedule, and may be started by hand. */
  scheduled: z.boolean(),
  queued: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  lastCompletedAt: z.iso.datetime().nullable(),
});

export const failedJobSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  label: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime(),
});

export const backgroundJobsSchema = z.object({
  queues: z.array(jobQueueSummarySchema),
  /** The latest failed jobs, newest first. */
  failed: z.array(failedJobSchema),
});

/** The answer to a retry or a run: the id of the job queued. */
export const queuedJobSchema = z.object({ id: z.uuid() });

export type JobQueueSummary = z.infer<typeof jobQueueSummarySchema>;
export type FailedJob = z.infer<typeof failedJobSchema>;
export type BackgroundJobs = z.infer<typeof backgroundJobsSchema>;
