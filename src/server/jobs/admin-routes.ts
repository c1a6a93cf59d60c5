/** Admin: the background jobs' state, a failed job retried, a scheduled job run now. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backgroundJobsSchema, queuedJobSchema } from '#domain/background-jobs';
import { auditActorOf } from '#server/audit/audit-log';
import type { JobQueue } from './job-queue.js';

const jobName = z.string().max(100).describe('The job kind, e.g. photos.sweep-uploads');

export const jobAdminRoutes: FastifyPluginAsyncZod<{ jobs: JobQueue }> = async (app, { jobs }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/jobs',
    {
      config: { cache: 'no-store' },
      schema: {
        tags: ['admin'],
        summary: 'Each background job with its queued, running and failed counts, and the latest failures',
        response: { 200: backgroundJobsSchema },
      },
    },
    async () => {
      const { queues, failed } = await jobs.overview();
      return {
        queues: queues.map((queue) => ({
          ...queue,
          lastCompletedAt: queue.lastCompletedAt?.toISOString() ?? null,
        })),
        failed: failed.map((job) => ({
          ...job,
          createdAt: job.createdAt.toISOString(),
          failedAt: job.failedAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/jobs/:name/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Runs a failed job once more (audited); 409 when it is not failed any more',
        params: z.object({ name: jobName, id: z.uuid({ error: 'Not a job id' }) }),
        response: { 202: queuedJobSchema },
      },
    },
    async (request, reply) => {
      const { name, id } = request.params;
      await jobs.retry(name, id, auditActorOf(request));
      return reply.status(202).send({ id });
    },
  );

  app.post(
    '/jobs/:name/run',
    {
      schema: {
        tags: ['admin'],
        summary: 'Queues one run of a scheduled job now (audited); one attempt, shown as failed if it fails',
        params: z.object({ name: jobName }),
        response: { 202: queuedJobSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const id = await jobs.runNow(name, auditActorOf(request));
      return reply.status(202).send({ id });
    },
  );
};
