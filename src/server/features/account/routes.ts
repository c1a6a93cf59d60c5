/** One's own account: the name and photo, signing out everywhere, an admin's team mail, and My HouseHunt. */
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
import { profileUpdateSchema } from '#domain/profile-update';
import { visitFeedbackSchema } from '#domain/visit-feedback';
import { teamMailChoicesSchema } from '#domain/team-mail-choices';
import { userAnswerSchema } from '#domain/user-profile';
import { accountLocaleSchema } from '#domain/visitor-locale';
import { sessionCookieOptions } from '#server/auth/session-plugin';
import { SESSION_COOKIE } from '#server/auth/sessions';
import { toProfile } from '#server/auth/user-record';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { cacheEveryRoute } from '#server/http/cache-policy';
import { answerRecordWrite } from '#server/http/record-response';
import {
  cancelMyVisit,
  deleteAccount,
  giveMyVisitFeedback,
  type GiveVisitFeedback,
  exportAccount,
  listMyEnquiries,
  listMyVisits,
  readTeamMailChoices,
  saveAccountLocale,
  saveTeamMailChoices,
  signOutEverywhere,
  updateProfile,
  type VisitCancelledMail,
} from './service.js';

/** The signed-in person's name and photo, and signing out everywhere. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.addHook('onRequest', app.requireUser);

  app.patch(
    '/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Changes the name and photo HouseHunt shows for the signed-in person (audited)',
        body: profileUpdateSchema,
        response: { 200: userAnswerSchema },
      },
    },
    async (request) =>
      answerRecordWrite(await updateProfile(db, request.session!.user, request.body), (user) => ({
        user: toProfile(user),
      })),
  );

  app.put(
    '/locale',
    {
      schema: {
        tags: ['auth'],
        summary: 'Keeps the language the signed-in person switched the site to, for the mails they get',
        body: accountLocaleSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await saveAccountLocale(db, request.session!.user.id, request.body.locale);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/sessions/revoke-all',
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs the person out on every device, this one included',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await signOutEverywhere(db, request.session!.user);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
      return reply.status(204).send(null);
    },
  );
};

/** The signed-in admin's own choice of team mail (new bookings, new enquiries, daily digest). */
export const teamMailRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // onRequest, so a signed-out caller hears 401 before anything about its request body.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/profile/team-mail',
    {
      schema: {
        tags: ['admin'],
        summary: "The signed-in admin's choice of team mail (new bookings, new enquiries, daily digest)",
        response: { 200: teamMailChoicesSchema },
      },
    },
    async (request) => readTeamMailChoices(db, request.session!.user.id),
  );

  app.put(
    '/profile/team-mail',
    {
      schema: {
        tags: ['admin'],
        summary: "Saves the signed-in admin's choice of team mail (audited)",
        body: teamMailChoicesSchema,
        response: { 200: teamMailChoicesSchema },
      },
    },
    async (request) => saveTeamMailChoices(db, request.session!.user, request.body),
  );
};

const visitParams = z.object({
  id: z.uuid({ error: MY_ACCOUNT_MESSAGES.visitNotFound }).transform((id) => id.toLowerCase()),
});

/** My HouseHunt: the signed-in person's own visits and enquiries, their data, and deleting the account. */
export const myHouseHuntRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
  visitCancelledMail: VisitCancelledMail;
  giveVisitFeedback: GiveVisitFeedback;
}> = async (app, { db, config, visitCancelledMail, giveVisitFeedback }) => {
  app.addHook('onRequest', app.requireUser);
  cacheEveryRoute(app, 'no-store');
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
          await cancelMyVisit(db, { id, email }, request.params.id, visitCancelledMail),
        ),
      };
    },
  );

  app.post(
    '/visits/:id/feedback',
    {
      schema: {
        tags: ['account'],
        summary:
          'My three yes/no answers after one of my completed visits, once per visit (409 VISIT_FEEDBACK_ALREADY_GIVEN ' +
          'for a second; 409 VISIT_NOT_COMPLETED before; 410 VISIT_FEEDBACK_EXPIRED 30 days after)',
        params: visitParams,
        body: visitFeedbackSchema,
        response: { 200: myVisitAnswerSchema },
      },
    },
    async (request) => ({
      visit: await giveMyVisitFeedback(
        db,
        userOf(request).id,
        request.params.id,
        request.body,
        giveVisitFeedback,
      ),
    }),
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
