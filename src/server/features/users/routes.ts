import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordVersionSchema } from '#domain/record-version';
import type { Database } from '#server/db/client';
import { answerRecordWrite } from '#server/http/record-response';
import { auditActorOf } from '#server/audit/audit-log';
import { USER_ROLES, userAnswerSchema, userListSchema } from '#domain/user-profile';
import { teamMailChoicesSchema } from '#domain/team-mail-choices';
import { listUsers, setUserRole, toProfile } from './service.js';
import { readTeamMailChoices, saveTeamMailChoices } from './team-mail-choices.js';

/** Admin: the people who have signed in, and their roles. */
export const userAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  adminEmails: readonly string[];
}> = async (app, { db, adminEmails }) => {
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

  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Everyone who has signed in, with role and last sign-in',
        response: { 200: userListSchema },
      },
    },
    async () => ({ users: (await listUsers(db)).map(toProfile) }),
  );

  app.patch(
    '/users/:id/role',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Makes a user admin or takes admin away (never from the last admin, nor from an address in ADMIN_EMAILS)',
        params: z.object({ id: z.uuid({ error: 'Not a user id' }) }),
        body: z.object({
          role: z.enum(USER_ROLES, { error: 'Role must be user or admin' }),
          /** The version of the account the admin saw (record-version.ts); left out, the account as it is now. */
          version: recordVersionSchema.optional(),
        }),
        response: { 200: userAnswerSchema },
      },
    },
    async (request) => {
      const actor = auditActorOf(request);
      const { role, version } = request.body;
      return answerRecordWrite(
        await setUserRole(db, { id: request.params.id }, role, actor, {
          bootstrapAdmins: adminEmails,
          version,
        }),
        (user) => ({ user: toProfile(user) }),
      );
    },
  );
};
