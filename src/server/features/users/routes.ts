import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordVersionSchema } from '#domain/record-version';
import type { Database } from '#server/db/client';
import { answerRecordWrite } from '#server/http/record-response';
import { auditActorOf } from '#server/audit/audit-log';
import { toProfile } from '#server/auth/user-record';
import { USER_ROLES, userAnswerSchema, userListSchema } from '#domain/user-profile';
import { listUsers, setTrustedLister, setUserRole } from './service.js';

/** Admin: the people who have signed in, and their roles. */
export const userAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  adminEmails: readonly string[];
}> = async (app, { db, adminEmails }) => {
  // onRequest, so a signed-out caller hears 401 before anything about its request body.
  app.addHook('onRequest', app.requireAdmin);

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
          role: z.enum(USER_ROLES, { error: 'Role must be user, agent or admin' }),
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

  app.patch(
    '/users/:id/trusted-lister',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Makes a lister trusted (their edits of a live listing publish at once) or not (they go back to review)',
        params: z.object({ id: z.uuid({ error: 'Not a user id' }) }),
        body: z.object({
          trustedLister: z.boolean({ error: 'trustedLister must be true or false' }),
          version: recordVersionSchema.optional(),
        }),
        response: { 200: userAnswerSchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await setTrustedLister(db, request.params.id, request.body.trustedLister, auditActorOf(request), {
          version: request.body.version,
        }),
        (user) => ({ user: toProfile(user) }),
      ),
  );
};
