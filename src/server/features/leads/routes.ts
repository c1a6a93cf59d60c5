/** Signed in: the leads on the listings I posted (My HouseHunt's Leads). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listerLeadPageSchema, listerLeadsQuerySchema } from '#domain/lister-leads';
import type { Database } from '#server/db/client';
import { cacheEveryRoute } from '#server/http/cache-policy';
import { listListerLeads } from './service.js';

export const listerLeadRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireUser);
  cacheEveryRoute(app, 'no-store');

  app.get(
    '/leads',
    {
      schema: {
        tags: ['account'],
        summary:
          'The visits booked and enquiries sent about the listings I posted, newest first, paged: the ' +
          'visitor’s name and message',
        querystring: listerLeadsQuerySchema,
        response: { 200: listerLeadPageSchema },
      },
    },
    async (request) => listListerLeads(db, request.session!.user.id, request.query),
  );
};
