import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileUpdateSchema } from '#domain/profile-update';
import { sessionCookieOptions } from '#server/auth/session-plugin';
import { destroyAllSessions, SESSION_COOKIE } from '#server/auth/sessions';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { answerRecordWrite } from '#server/http/record-response';
import { writeAudit } from '#server/audit/audit-log';
import { userAnswerSchema } from '#domain/user-profile';
import { toProfile, updateProfile } from './service.js';

/** The signed-in person's own account: their name and photo, and signing out everywhere. */
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
      const { id, email } = request.session!.user;
      const ended = await destroyAllSessions(db, id);
      await writeAudit(db, {
        actor: { id, email },
        action: 'auth.signed-out-everywhere',
        entityType: 'user',
        entityId: id,
        details: { sessions: ended },
      });
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
      return reply.status(204).send(null);
    },
  );
};
