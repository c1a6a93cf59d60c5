import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placesAnswerSchema, placesQuerySchema } from '#domain/places';
import type { Database } from '#server/db/client';
import { suggestPlaces } from './service.js';

/** Public: the search boxes' place suggestions. */
export const placesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/places',
    {
      schema: {
        tags: ['properties'],
        summary:
          'Suggests up to 8 places of live listings for what is typed: localities, cities and PIN codes, misspellings and old city names forgiven, each with its count of listings; fewer than 2 characters suggest nothing',
        querystring: placesQuerySchema,
        response: { 200: placesAnswerSchema },
      },
    },
    async (request) => suggestPlaces(db, request.query.q),
  );
};
