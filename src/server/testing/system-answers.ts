/**
 * What tests read of the answers that are not the web's and so have no schema in src/domain: the health checks
 * (their schemas are private to features/health/routes.ts) and the OpenAPI document.
 */
import { z } from 'zod';

export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
});

export const readinessAnswerSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    startup: z.enum(['complete', 'in-progress']),
    database: z.enum(['ok', 'unavailable']),
    load: z.enum(['normal', 'shedding']),
  }),
});

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
