import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionAnswerSchema,
  accountDeletionSchema,
  accountExportSchema,
  MY_ACCOUNT_MESSAGES,
  myEnquiryListSchema,
  myVisitAnswerSchema,
  myVisitListSchema,
} from '#domain/my-account';
import { sessionCookieOptions } from '#server/auth/session-plugin';
import { SESSION_COOKIE } from '#server/auth/sessions';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { answerRecordWrite } from '#server/http/record-response';
import { cancelMyVisit, deleteAccount, exportAccount, listMyEnquiries, listMyVisits } from './service.js';

const visitParams = z.object({
  id: z.uuid({ error: MY_ACCOUNT_MESSAGES.visitNotFound }).transform((id) => id.toLowerCase()),
});

/** My HouseHunt: the signed-in person's own visits and enquiries, their data, and deleting the account. */
export const myHouseHuntRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.addHook('onRequest', app.requireUser);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  const userOf = (request: { session: { user: { id: string; email: string } } | null }) =>
    request.session!.user;

  app.get(
    '/visits',
    {
      schema: {
        tags: ['account'],
        summary: 'The visits I booked while signed in, newest first',
        response: { 200: myVisitListSchema },
      },
    },
    async (request) => ({ items: await listMyVisits(db, userOf(request).id) }),
  );

  app.post(
    '/visits/:id/cancel',
    {
      schema: {
        tags: ['account'],
        summary: 'Cancels one of my visits the team has not confirmed yet (409 VISIT_NOT_CANCELLABLE after)',
        params: visitParams,
        response: { 200: myVisitAnswerSchema },
      },
    },
    async (request) => {
      const { id, email } = userOf(request);
      return {
        visit: await answerRecordWrite(
          await cancelMyVisit(db, { id, email }, request.params.id, {
            publicUrl: config.publicUrl,
            visitLinkSecret: config.visitLinkSecret,
          }),
        ),
      };
    },
  );

  app.get(
    '/enquiries',
    {
      schema: {
        tags: ['account'],
        summary: 'The enquiries I sent while signed in, newest first',
        response: { 200: myEnquiryListSchema },
      },
    },
    async (request) => ({ items: await listMyEnquiries(db, userOf(request).id) }),
  );

  app.get(
    '/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Downloads everything HouseHunt keeps about my account, as a JSON file',
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(db, request.session!.user);
      reply.header(
        'content-disposition',
        `attachment; filename="househunt-my-data-${data.exportedAt.slice(0, 10)}.json"`,
      );
      return data;
    },
  );

  app.delete(
    '',
    {
      schema: {
        tags: ['account'],
        summary:
          'Deletes my account (type my email address to confirm): profile, sessions, shortlist and saved searches go; my visits and enquiries stay with the team, no longer linked to me. Answers what went and what stays',
        body: accountDeletionSchema,
        response: { 200: accountDeletionAnswerSchema },
      },
    },
    async (request, reply) => {
      const answer = await deleteAccount(db, request.session!.user, request.body.confirmation);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
      return answer;
    },
  );
};
