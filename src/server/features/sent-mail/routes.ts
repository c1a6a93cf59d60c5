/** Admin: the mail HouseHunt queued, read-only, like a development mailbox. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sentMailPageSchema, sentMailQuerySchema, sentMailSchema } from '#domain/sent-mail';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { cacheEveryRoute } from '#server/http/cache-policy';
import { findSentMail, findSentMailAttachment, listSentMail } from './queries.js';

// A mail carries one or two files; anything beyond is no attachment of any mail.
const MAX_ATTACHMENT_INDEX = 20;

export const sentMailAdminRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.addHook('onRequest', app.requireAdmin);
  cacheEveryRoute(app, 'no-store');

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
    async (request) => listSentMail(db, request.query, config.mail.smtpUrl !== null),
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
    async (request) => findSentMail(db, request.params.id),
  );

  app.get(
    '/mails/:id/attachments/:index',
    {
      schema: {
        tags: ['admin'],
        summary: "Downloads one of a mail's attachments (a visit's .ics invite), numbered from 0",
        params: z.object({
          id: z.uuid({ error: 'Not a mail id' }),
          index: z.coerce
            .number({ error: 'The attachment is a number, from 0' })
            .int({ error: 'The attachment is a whole number, from 0' })
            .min(0, { error: 'The attachment is a number, from 0' })
            .max(MAX_ATTACHMENT_INDEX, { error: 'This mail has no such attachment' }),
        }),
        response: {
          200: {
            description: 'The attachment as it was sent',
            content: { 'text/calendar': { schema: z.string().describe('The file, as text') } },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await findSentMailAttachment(db, request.params.id, request.params.index);
      return reply
        .header('content-type', `${file.contentType}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );
};
