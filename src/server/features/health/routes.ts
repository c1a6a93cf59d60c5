/**
 * Health for people and for machines: /health (started, database up), /health/live (the process answers:
 * restart it when this fails) and /health/ready (send it traffic: started, database reachable, not shedding load).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type Database } from '#server/db/client';
import { ALWAYS_AVAILABLE, type StartupState } from '#server/http/availability';

const healthBody = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
});

const readinessBody = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    startup: z.enum(['complete', 'in-progress']),
    database: z.enum(['ok', 'unavailable']),
    load: z.enum(['normal', 'shedding']),
  }),
});

type HealthOptions = { db: Database; startup: StartupState };

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { db, startup }) => {
  const databaseReachable = async (log: { error(obj: object, msg: string): void }) => {
    try {
      await pingDatabase(db);
      return true;
    } catch (error) {
      log.error({ err: error }, 'database health check failed');
      return false;
    }
  };

  app.get(
    '/health',
    {
      config: ALWAYS_AVAILABLE,
      schema: {
        tags: ['system'],
        summary: 'Whether the server has started and its database is up',
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (request, reply) => {
      const database = (await databaseReachable(request.log)) ? ('ok' as const) : ('unavailable' as const);
      if (startup.complete && database === 'ok') return { status: 'ok' as const, database };
      return reply.status(503).send({ status: 'degraded', database });
    },
  );

  app.get(
    '/health/live',
    {
      config: { ...ALWAYS_AVAILABLE, cache: 'no-store' },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (a failing check means restart it)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { ...ALWAYS_AVAILABLE, cache: 'no-store' },
      schema: {
        tags: ['system'],
        summary:
          'Readiness: started (migrations applied), database reachable and not shedding load; 503 means send traffic elsewhere',
        response: { 200: readinessBody, 503: readinessBody },
      },
    },
    async (request, reply) => {
      const checks = {
        startup: startup.complete ? ('complete' as const) : ('in-progress' as const),
        database: (await databaseReachable(request.log)) ? ('ok' as const) : ('unavailable' as const),
        load: app.isUnderPressure() ? ('shedding' as const) : ('normal' as const),
      };
      const ready = checks.startup === 'complete' && checks.database === 'ok' && checks.load === 'normal';
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
    },
  );
};
