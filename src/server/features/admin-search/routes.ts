import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSearchResultsSchema } from '#domain/admin-search-results';
import type { Database } from '#server/db/client';
import { SEARCH_TEXT_MAX, SEARCH_TEXT_MIN } from '#server/db/search-terms';
import { searchForAdmin } from './service.js';

const searchTextMessage = `Type ${SEARCH_TEXT_MIN} to ${SEARCH_TEXT_MAX} characters to search`;

/** Admin: the header search across listings, bookings and clients. */
export const adminSearchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/search',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Up to five listings (title, city, locality, id), bookings (visitor name, phone digits, email, listing title, reference) and clients (people from bookings and enquiries, one per phone number or else email), best matches first',
        querystring: z.object({
          q: z
            .string({ error: searchTextMessage })
            .trim()
            .min(SEARCH_TEXT_MIN, searchTextMessage)
            .max(SEARCH_TEXT_MAX, searchTextMessage),
        }),
        response: { 200: adminSearchResultsSchema },
      },
    },
    async (request) => searchForAdmin(db, request.query.q),
  );
};
