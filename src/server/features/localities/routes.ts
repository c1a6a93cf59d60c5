import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cityInsightsParamsSchema,
  localityInsightsParamsSchema,
  localityInsightsSchema,
} from '#domain/locality-insights-answer';
import { MIN_LISTINGS_FOR_INSIGHT } from '#domain/locality-insights';
import type { Database } from '#server/db/client';
import { localityInsights } from './service.js';
import { SHARED_ANSWER } from '#server/http/cache-policy';

const FIGURES = `the median price per sq.ft of its live listings for sale and to rent by type and BHK (groups of at least ${MIN_LISTINGS_FOR_INSIGHT}), with their count, the dates they went live, and the change from last quarter to this; read from figures kept as listings change (decision 026)`;

/** Public: locality insights, for the locality page. */
export const localityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/localities/:city/:locality',
    {
      config: { cache: SHARED_ANSWER },
      schema: {
        tags: ['properties'],
        summary: `A locality of a city, by the slugs of its names (lower case, hyphens): ${FIGURES}; 404 when it has no live listing`,
        params: localityInsightsParamsSchema,
        response: { 200: localityInsightsSchema },
      },
    },
    async (request) => localityInsights(db, request.params.city, request.params.locality),
  );

  app.get(
    '/localities/:city',
    {
      config: { cache: SHARED_ANSWER },
      schema: {
        tags: ['properties'],
        summary: `A city as a whole, by the slug of its name: ${FIGURES}; 404 when it has no live listing`,
        params: cityInsightsParamsSchema,
        response: { 200: localityInsightsSchema },
      },
    },
    async (request) => localityInsights(db, request.params.city, ''),
  );
};
