/** The job queue's figures for Prometheus: how much work waits, runs and has failed, per kind of job. */
import type { Metrics } from '#server/observability/metrics';
import type { JobQueue } from './job-queue.js';

const STATES = ['queued', 'active', 'failed'] as const;

export function watchJobQueue(metrics: Metrics, jobs: JobQueue): void {
  metrics.gauge({
    name: 'househunt_jobs',
    help: 'Background jobs by kind and state: queued (waiting or waiting to retry), active, failed',
    labelNames: ['job', 'state'],
    read: async () =>
      (await jobs.counts()).flatMap((queue) =>
        STATES.map((state) => ({ labels: { job: queue.name, state }, value: queue[state] })),
      ),
  });
}
