/** Admin: the mail HouseHunt queued, read-only, like a development mailbox. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sentMailPageSchema, sentMailQuerySchema, sentMailSchema } from '#domain/sent-mail';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { findSentMail, listSentMail } from './sent-mail.js';

export const sentMailAdminRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/mails',
    {
      schema: {
        tags: ['admin'],
        summary: 'The mail queued to visitors and the team, newest first',
        querystring: sentMailQuerySchema,
        response: { 200: sentMailPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listSentMail(db, request.query, config.mail.smtpUrl !== null);
    },
  );

  app.get(
    '/mails/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One mail whole: its HTML and text parts, headers and attachments',
        params: z.object({ id: z.uuid({ error: 'Not a mail id' }) }),
        response: { 200: sentMailSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findSentMail(db, request.params.id);
    },
  );
};
