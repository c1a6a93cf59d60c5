import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationPageSchema,
  notificationReadSchema,
  notificationsMarkedSchema,
  unreadCountSchema,
} from '#domain/team-notifications';
import type { Database } from '#server/db/client';
import { pageQuery } from '#server/http/page-query';
import { countUnread, listNotifications, markAllRead, markRead, READ_STATES } from './service.js';

/** Admin: the team's shared inbox of notifications. */
export const notificationAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['admin'],
        summary: 'Notifications, latest first, paged; optionally only the unread or the read ones',
        querystring: z.object({
          ...pageQuery,
          state: z.enum(READ_STATES, { error: `state must be one of ${READ_STATES.join(', ')}` }).optional(),
        }),
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => listNotifications(db, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags: ['admin'],
        summary: 'How many notifications nobody on the team has read yet (the bell polls this)',
        response: { 200: unreadCountSchema },
      },
    },
    async () => ({ unread: await countUnread(db) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['admin'],
        summary: 'Marks one notification read for the whole team',
        params: z.object({ id: z.uuid({ error: 'id must be a notification id' }) }),
        response: { 200: notificationReadSchema },
      },
    },
    async (request) => ({ notification: await markRead(db, request.params.id) }),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['admin'],
        summary: 'Marks every unread notification read for the whole team',
        response: { 200: notificationsMarkedSchema },
      },
    },
    async () => ({ marked: await markAllRead(db) }),
  );
};
