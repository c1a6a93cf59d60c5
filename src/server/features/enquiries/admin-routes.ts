import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ENQUIRY_KINDS } from '../../db/schema.js';
import { pageQuery } from '../../http/page-query.js';
import { listEnquiries } from './service.js';

/** Admin: the enquiries visitors sent, newest first (the management screens come with issue 6). */
export const enquiryAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/enquiries',
    {
      schema: {
        tags: ['admin'],
        summary: 'Enquiries, newest first, paged; optionally of one kind',
        querystring: z.object({
          ...pageQuery,
          kind: z
            .enum(ENQUIRY_KINDS, { error: `kind must be one of ${ENQUIRY_KINDS.join(', ')}` })
            .optional(),
        }),
      },
    },
    async (request) => listEnquiries(db, request.query),
  );
};
