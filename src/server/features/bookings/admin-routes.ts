import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { BOOKING_STATUSES } from '../../db/schema.js';
import { pageQuery } from '../../http/page-query.js';
import { listBookings } from './service.js';

/** Admin: the bookings visitors made, newest first (the management screens come with issue 6). */
export const bookingAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/bookings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Visit bookings, newest first, paged; optionally of one status',
        querystring: z.object({
          ...pageQuery,
          status: z
            .enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` })
            .optional(),
        }),
      },
    },
    async (request) => listBookings(db, request.query),
  );
};
