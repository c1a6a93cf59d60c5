import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  savedSearchAnswerSchema,
  savedSearchCreateSchema,
  savedSearchListSchema,
  savedSearchUpdateSchema,
  unsubscribeAnswerSchema,
  unsubscribeQuerySchema,
} from '#domain/saved-search';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { auditActorOf } from '#server/audit/audit-log';
import { answerRecordWrite } from '#server/http/record-response';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './service.js';
import { describeUnsubscribe, unsubscribe } from './unsubscribe/unsubscribe.js';

const searchParams = z.object({
  id: z.uuid({ error: SAVED_SEARCH_MESSAGES.notFound }).transform((id) => id.toLowerCase()),
});

/** The signed-in person's own saved searches. */
export const savedSearchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireUser);
  const userOf = (request: { session: { user: { id: string } } | null }) => request.session!.user.id;

  app.get(
    '/saved-searches',
    {
      config: { cache: 'no-store' },
      schema: {
        tags: ['saved-searches'],
        summary: 'My saved searches, newest first',
        response: { 200: savedSearchListSchema },
      },
    },
    async (request) => ({
      items: await listSavedSearches(db, userOf(request)),
      limit: SAVED_SEARCH_LIMITS.maxPerUser,
    }),
  );

  app.post(
    '/saved-searches',
    {
      schema: {
        tags: ['saved-searches'],
        summary: `Saves a /properties search under a name, with how often to hear of new matches (409 SAVED_SEARCH_EXISTS with the saved one as current when the person has it already; 409 SAVED_SEARCH_LIMIT beyond ${SAVED_SEARCH_LIMITS.maxPerUser})`,
        body: savedSearchCreateSchema,
        response: { 201: savedSearchAnswerSchema },
      },
    },
    async (request, reply) => {
      const savedSearch = await createSavedSearch(db, userOf(request), request.body);
      return reply.status(201).send({ savedSearch });
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      schema: {
        tags: ['saved-searches'],
        summary:
          'Renames a saved search, changes how often it alerts (off pauses it) or its criteria (409 SAVED_SEARCH_EXISTS when another saved search has them)',
        params: searchParams,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchAnswerSchema },
      },
    },
    async (request) => ({
      savedSearch: await answerRecordWrite(
        await updateSavedSearch(
          db,
          { ...auditActorOf(request), id: userOf(request) },
          request.params.id,
          request.body,
        ),
      ),
    }),
  );

  app.delete(
    '/saved-searches/:id',
    {
      schema: {
        tags: ['saved-searches'],
        summary: 'Deletes a saved search; its alerts stop',
        params: searchParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(db, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/**
 * The unsubscribe link of alert mails, signed-out: GET says which search it stops (the /unsubscribe page asks the
 * person to confirm, as a mail scanner opening links must not unsubscribe anyone); POST stops it, for the page and
 * for mail clients' one-click unsubscribe (RFC 8058), which post `List-Unsubscribe=One-Click` as a form.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const secret = config.unsubscribeSecret;

  app.get(
    '/saved-searches/unsubscribe',
    {
      config: { cache: 'no-store' },
      schema: {
        tags: ['saved-searches'],
        summary: 'Which saved search an unsubscribe link stops, and whether it still sends alerts',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeAnswerSchema },
      },
    },
    async (request) => ({ savedSearch: await describeUnsubscribe(db, secret, request.query.token) }),
  );

  app.post(
    '/saved-searches/unsubscribe',
    {
      schema: {
        tags: ['saved-searches'],
        summary:
          'Stops the alerts of the saved search the signed link names (frequency off); no sign-in needed',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeAnswerSchema },
      },
    },
    async (request) => ({
      savedSearch: await answerRecordWrite(await unsubscribe(db, secret, request.query.token)),
    }),
  );
};
