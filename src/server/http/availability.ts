/**
 * When the process serves requests: not before its start has finished (migrations), and not while it
 * is overloaded (@fastify/under-pressure). Health and metrics routes answer regardless: they are how the load
 * balancer and the operator learn about either.
 */
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { Config } from '#server/config';
import { ServiceUnavailableError } from '#server/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers while the process is starting or shedding load (health checks, metrics). */
    alwaysAvailable?: boolean;
  }
}

/** Route config for health and metrics routes. */
export const ALWAYS_AVAILABLE = { alwaysAvailable: true } as const;

/** Set by main.ts once migrations are done; an app built on a ready database starts complete. */
export type StartupState = { complete: boolean };

// Long enough for a sampling interval to pass and a load balancer to move traffic elsewhere.
const RETRY_AFTER_SECONDS = 5;

export async function registerAvailability(
  app: FastifyInstance,
  { startup, loadShedding }: { startup: StartupState; loadShedding: Config['loadShedding'] },
): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (!startup.complete && !request.routeOptions.config.alwaysAvailable) {
      throw new ServiceUnavailableError(
        'HouseHunt is starting up. Please try again in a few seconds.',
        RETRY_AFTER_SECONDS,
      );
    }
  });
  await app.register(underPressure, {
    maxEventLoopDelay: loadShedding.maxEventLoopDelayMs,
    maxRssBytes: loadShedding.maxRssBytes,
    // Resolving lets the request through; rejecting hands the error to the one error handler.
    pressureHandler: async (request, _reply, type, value) => {
      if (request.routeOptions.config.alwaysAvailable) return;
      request.log.warn({ type, value }, 'shedding load');
      throw new ServiceUnavailableError(
        'HouseHunt is very busy right now. Please try again in a few seconds.',
        RETRY_AFTER_SECONDS,
      );
    },
  });
}
