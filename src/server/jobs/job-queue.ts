/**
 * Background jobs kept in PostgreSQL by pg-boss (docs/decisions/002-job-queue.md): on PGlite in this process,
 * on a PostgreSQL server shared by every process, with the same code. Any process takes any job; a scheduled
 * job is queued once per tick however many processes run; a failure is retried with growing pauses, then kept
 * as failed, with its error, for an admin to see and retry.
 */
import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit, type AuditActor } from '#server/audit/audit-log';
import type { Database, DatabaseHandle } from '#server/db/client';
import { ConflictError, NotFoundError, ValidationError } from '#server/errors';
import type { JobContext, JobDefinition } from './job.js';

const DEFAULT_RETRY = { limit: 3, delaySeconds: 30 };
// Kept long enough for an admin back from a holiday to see what failed and why.
const FAILED_KEPT_SECONDS = 30 * 24 * 3600;
const FAILED_SHOWN = 50;
// Any constant works; it only has to be the same for every process on the database.
const JOB_QUEUE_LOCK_ID = 4_242_003;
// The staff's clock: a daily schedule means a day in India.
const SCHEDULE_TIME_ZONE = 'Asia/Kolkata';
// pg-boss 10's shortest: a batch queue's worker fetches again half a second after its last fetch began.
const BATCH_POLLING_SECONDS = 0.5;
// How often each process offers to queue due schedules. A schedule's tick is queued only by a look within the
// minute after it, and only one look in any such interval wins across all processes: at pg-boss's 30 s, two
// processes started together skip each other's looks and leave gaps of 60 s, so a tick (a daily digest) is lost.
// At 10 s the widest gap is about 20 s.
const CRON_LOOK_SECONDS = 10;

export type JobCounts = { queued: number; active: number; failed: number };
export type QueueOverview = JobCounts & {
  name: string;
  label: string;
  scheduled: boolean;
  lastCompletedAt: Date | null;
};
export type FailedJob = {
  id: string;
  name: string;
  label: string;
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
};

type QueueOptions = {
  handle: DatabaseHandle;
  jobs: readonly JobDefinition[];
  context: Omit<JobContext, 'log'>;
  /** Cron schedule of the jobs marked `scheduled`. */
  schedule: string;
};

export class JobQueue {
  private readonly byName: Map<string, JobDefinition>;
  private started: PgBoss | null = null;
  private log: FastifyBaseLogger | null = null;

  constructor(private readonly options: QueueOptions) {
    this.byName = new Map(options.jobs.map((job) => [job.name, job]));
  }

  /**
   * Creates the queue's tables (once, under pg-boss's own lock) and its queues. With `work`, this process
   * also takes jobs, keeps the schedules and does the queue's maintenance; without, it only sends and reports.
   */
  async start({ work, log }: { work: boolean; log: FastifyBaseLogger }): Promise<void> {
    this.log = log;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.options.handle.executeSql(text, values) },
      archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
      supervise: work,
      schedule: work,
      cronMonitorIntervalSeconds: CRON_LOOK_SECONDS,
    });
    boss.on('error', (err) => log.warn({ err }, 'the job queue hit a database error'));
    // pg-boss installs its schema under a transaction lock that does not keep two processes starting together
    // on a fresh database apart (the second's CREATE SCHEMA IF NOT EXISTS misses the first's, and fails): one
    // process at a time installs it and its queues, and the next finds them there.
    await this.options.handle.withAdvisoryLock(JOB_QUEUE_LOCK_ID, async () => {
      await boss.start();
      for (const job of this.byName.values()) {
        const retry = job.retry ?? DEFAULT_RETRY;
        const queue = {
          name: job.name,
          retryLimit: retry.limit,
          retryDelay: retry.delaySeconds,
          retryBackoff: true,
        };
        await boss.createQueue(job.name, queue);
        // A queue made by an earlier version keeps its old policy unless told the current one.
        await boss.updateQueue(job.name, queue);
      }
    });
    this.started = boss;
    if (!work) return;
    for (const job of this.byName.values()) {
      const { size, workers } = job.batch ?? { size: 1, workers: 1 };
      const options = job.batch
        ? { batchSize: size, pollingIntervalSeconds: BATCH_POLLING_SECONDS }
        : { batchSize: size };
      for (let worker = 0; worker < workers; worker++) {
        await boss.work<object>(job.name, options, (taken) => this.runBatch(job, taken));
      }
      if (job.scheduled) {
        await boss.schedule(job.name, job.schedule ?? this.options.schedule, {}, { tz: SCHEDULE_TIME_ZONE });
      } else await boss.unschedule(job.name);
    }
  }

  /** Stops taking jobs; waits for the running ones up to `timeoutMs`, then marks them failed (to be retried). */
  async stop(timeoutMs: number): Promise<void> {
    await this.started?.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }

  private get boss(): PgBoss {
    if (!this.started) throw new Error('The job queue has not been started');
    return this.started;
  }

  /** Queues a job; its payload is checked now, so a bad one fails the caller rather than the job. */
  async send<Payload extends object>(job: JobDefinition<Payload>, payload: Payload): Promise<string> {
    const id = await this.boss.send(job.name, job.payload.parse(payload));
    if (!id) throw new Error(`The job ${job.name} was not queued`);
    return id;
  }

  /** Queues one run of a scheduled job now, for an admin (audited): one attempt, its outcome shown straight away. */
  async runNow(name: string, actor: AuditActor): Promise<string> {
    const job = this.known(name);
    if (!job.scheduled)
      throw new ValidationError(`${job.label} needs details to run; it cannot be started by hand`);
    const id = await this.boss.send(job.name, {}, { retryLimit: 0 });
    if (!id) throw new Error(`The job ${job.name} was not queued`);
    await this.audit(actor, 'job.run-requested', name, id);
    return id;
  }

  /** Each job kind's counts and last success, in the order the kinds were given. */
  async counts(): Promise<QueueOverview[]> {
    const names = [...this.byName.keys()];
    // pg-boss 10 lists no jobs by state; its job table is the record (one partition per queue).
    const counts = await this.options.handle.executeSql(
      `select name,
              count(*) filter (where state in ('created', 'retry'))::int as queued,
              count(*) filter (where state = 'active')::int as active,
              count(*) filter (where state = 'failed')::int as failed,
              max(completed_on) filter (where state = 'completed') as last_completed_at
         from pgboss.job where name = any($1) group by name`,
      [names],
    );
    const byName = new Map(counts.rows.map((row) => [row.name as string, row]));
    return [...this.byName.values()].map((job) => {
      const row = byName.get(job.name);
      return {
        name: job.name,
        label: job.label,
        scheduled: job.scheduled === true,
        queued: Number(row?.queued ?? 0),
        active: Number(row?.active ?? 0),
        failed: Number(row?.failed ?? 0),
        lastCompletedAt: row?.last_completed_at ? new Date(row.last_completed_at as string) : null,
      };
    });
  }

  /** Each job's counts and last success, and the latest failed jobs with their errors. */
  async overview(): Promise<{ queues: QueueOverview[]; failed: FailedJob[] }> {
    const failed = await this.options.handle.executeSql(
      `select id, name, output, retry_count, created_on, completed_on
         from pgboss.job where name = any($1) and state = 'failed'
        order by completed_on desc limit ${FAILED_SHOWN}`,
      [[...this.byName.keys()]],
    );
    return {
      queues: await this.counts(),
      failed: failed.rows.map((row) => ({
        id: row.id as string,
        name: row.name as string,
        label: this.byName.get(row.name as string)!.label,
        error: errorMessage(row.output),
        attempts: Number(row.retry_count) + 1,
        createdAt: new Date(row.created_on as string),
        failedAt: new Date(row.completed_on as string),
      })),
    };
  }

  /** Runs a failed job again, once, for an admin (audited); refused when it is not failed (any more). */
  async retry(name: string, id: string, actor: AuditActor): Promise<void> {
    this.known(name);
    const job = await this.boss.getJobById(name, id);
    if (!job) throw new NotFoundError('There is no such job');
    if (job.state !== 'failed')
      throw new ConflictError('This job is not failed any more: it was retried already');
    await this.boss.retry(name, id);
    await this.audit(actor, 'job.retried', name, id);
  }

  /** pg-boss keeps its jobs on its own connection, so the audit row is written after the queue has changed. */
  private async audit(actor: AuditActor, action: string, name: string, id: string): Promise<void> {
    await writeAudit(this.options.handle.db, {
      actor,
      action,
      entityType: 'job',
      entityId: id,
      details: { name },
    });
  }

  private known(name: string): JobDefinition {
    const job = this.byName.get(name);
    if (!job) throw new NotFoundError(`There is no job called "${name}"`);
    return job;
  }

  /**
   * Runs the jobs of one fetch together, each on its own: a failed one is failed (to be retried) by itself, and
   * pg-boss then completes the rest. Should failing it fail too, pg-boss fails the whole batch and every job of
   * it runs again, which a job must bear anyway (decision 002: a job is idempotent).
   */
  private async runBatch(job: JobDefinition, taken: Array<PgBoss.Job<object>>): Promise<void> {
    const outcomes = await Promise.allSettled(taken.map((one) => this.runOne(job, one)));
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.status !== 'rejected') continue;
      const error: unknown = outcome.reason;
      // Stored as pg-boss stores a thrown error, so the admin panel shows its message.
      await this.boss.fail(
        job.name,
        taken[i]!.id,
        error instanceof Error ? error : { message: String(error) },
      );
    }
  }

  private async runOne(job: JobDefinition, taken: PgBoss.Job<object>): Promise<void> {
    const log = this.log!.child({ job: job.name, jobId: taken.id });
    const started = Date.now();
    try {
      await job.run(job.payload.parse(taken.data), { ...this.options.context, log });
      log.debug({ ms: Date.now() - started }, 'job done');
    } catch (err) {
      // pg-boss stores the error with the job and retries it; the log says it happened, with the stack.
      log.warn({ err }, 'job failed');
      throw err;
    }
  }
}

/**
 * Queues a job as part of the caller's transaction: it exists exactly when the transaction commits, so a write
 * and the work it asks for (a mail to send) are never one without the other. pg-boss 10 sends only on its own
 * connection, so this is its send written against its `job` table (the same columns and queue policy its own
 * insert uses); like `overview`, it is tied to that schema until the upgrade (docs/decisions/002-job-queue.md).
 * The queue must exist: JobQueue.start makes it, before any request is served.
 */
export async function queueJobInTransaction<Payload extends object>(
  tx: Pick<Database, 'execute'>,
  // Its name and payload are all a job's sender needs: another feature's job is queued by name, not imported.
  job: Pick<JobDefinition<Payload>, 'name' | 'payload'>,
  payload: Payload,
): Promise<string> {
  const data = JSON.stringify(job.payload.parse(payload));
  const result = await tx.execute(sql`
    insert into pgboss.job
      (name, data, retry_limit, retry_delay, retry_backoff, policy, dead_letter, expire_in, keep_until)
    select q.name, ${data}::jsonb,
           coalesce(q.retry_limit, 2),
           case when coalesce(q.retry_backoff, false) then greatest(coalesce(q.retry_delay, 0), 1)
                else coalesce(q.retry_delay, 0) end,
           coalesce(q.retry_backoff, false),
           q.policy,
           q.dead_letter,
           coalesce(q.expire_seconds * interval '1 second', interval '15 minutes'),
           now() + coalesce(q.retention_minutes * interval '1 minute', interval '14 days')
      from pgboss.queue q
     where q.name = ${job.name}
    returning id`);
  const [row] = (result as { rows: Array<{ id: string }> }).rows;
  if (!row) throw new Error(`The job ${job.name} was not queued: its queue does not exist yet`);
  return row.id;
}

/** The message pg-boss kept of a job's error (it stores the serialised error). */
function errorMessage(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message || 'The job failed without saying why.';
  }
  return 'The job failed without saying why.';
}
