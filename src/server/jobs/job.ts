/**
 * A kind of background work: its name in the queue, what admins call it, the payload it takes (checked when
 * it is sent and again when it runs) and what it does. Features define their jobs here and list them in
 * registry.ts; the queue runs them in any server process.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { ObjectStorage } from '#server/storage/storage';

/** What every job gets to work with: the same services the HTTP routes have. */
export type JobContext = {
  db: Database;
  storage: ObjectStorage;
  config: Config;
  log: FastifyBaseLogger;
};

export type JobDefinition<Payload extends object = object> = {
  /** The queue's name, `feature.what-it-does`; never renamed once it has run (jobs are stored under it). */
  name: string;
  /** What the admin panel calls it. */
  label: string;
  payload: z.ZodType<Payload>;
  /** On the housekeeping schedule (HOUSEKEEPING_SCHEDULE), once per tick across all processes. */
  scheduled?: boolean;
  /** A scheduled job's own cron schedule (India time) instead of the housekeeping one. */
  schedule?: string;
  /** Attempts after the first, with pauses of delaySeconds, doubled after each failure. */
  retry?: { limit: number; delaySeconds: number };
  /**
   * For a queue that fills up (mail): each of `workers` takes up to `size` jobs per fetch and runs them together,
   * polling every half second; each job succeeds or fails alone. Without, one job at a time every 2 s.
   */
  batch?: { size: number; workers: number };
  run(payload: Payload, context: JobContext): Promise<void>;
};

export function defineJob<Payload extends object>(
  definition: JobDefinition<Payload>,
): JobDefinition<Payload> {
  return definition;
}
