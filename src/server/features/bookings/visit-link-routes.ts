import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRescheduleSchema } from '#domain/booking-management';
import { managedVisitAnswerSchema, visitLinkCancelSchema, visitLinkQuerySchema } from '#domain/visit-link';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { cacheEveryRoute } from '#server/http/cache-policy';
import { answerRecordWrite } from '#server/http/record-response';
import { cancelVisitByLink, describeVisitByLink, rescheduleVisitByLink } from './visit-link-service.js';

const DESCRIPTION =
  'Signed out: the token of the "Manage your visit" link in the visit mails is the authorisation. It names one ' +
  'booking and ends once the visit’s day is over: 400 VISIT_LINK_INVALID for a forged or garbled one, 410 ' +
  'VISIT_LINK_EXPIRED after the visit.';

/** The visit mails' "Manage your visit" link: see, move or cancel that one visit without signing in. */
export const visitLinkRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const secret = config.visitLinkSecret;
  const mail = { publicUrl: config.publicUrl, visitLinkSecret: secret };
  // Guessing tokens is hopeless, but each try reads the database: a person needs a few a minute.
  const rateLimit = { max: 60, timeWindow: '1 minute' };
  cacheEveryRoute(app, 'no-store');

  app.get(
    '/bookings/manage',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The visit a "Manage your visit" link names, and what its holder may still do with it',
        description: DESCRIPTION,
        querystring: visitLinkQuerySchema,
        response: { 200: managedVisitAnswerSchema },
      },
      config: { rateLimit },
    },
    async (request) => ({ visit: await describeVisitByLink(db, secret, request.query.token) }),
  );

  app.post(
    '/bookings/manage/reschedule',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Moves the linked visit to another day and time, by the booking form’s rules; mails the visitor',
        description: DESCRIPTION,
        querystring: visitLinkQuerySchema,
        body: bookingRescheduleSchema,
        response: { 200: managedVisitAnswerSchema },
      },
      config: { rateLimit },
    },
    async (request) => ({
      visit: await answerRecordWrite(
        await rescheduleVisitByLink(db, secret, request.query.token, request.body, mail),
      ),
    }),
  );

  app.post(
    '/bookings/manage/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancels the linked visit (pending or confirmed); mails the visitor',
        description: DESCRIPTION,
        querystring: visitLinkQuerySchema,
        body: visitLinkCancelSchema,
        response: { 200: managedVisitAnswerSchema },
      },
      config: { rateLimit },
    },
    async (request) => ({
      visit: await answerRecordWrite(
        await cancelVisitByLink(db, secret, request.query.token, request.body, mail),
      ),
    }),
  );
};
