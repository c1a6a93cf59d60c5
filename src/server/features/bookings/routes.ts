import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRequestSchema } from '#domain/booking-request';
import type { Config } from '#server/config';
import { bookingConfirmationAnswerSchema } from '#domain/booking-confirmation';
import type { Database } from '#server/db/client';
import {
  acceptSubmission,
  sendSubmitted,
  SUBMISSION_DESCRIPTION,
  submissionGuardFields,
  submissionRateLimit,
} from '#server/anonymous-forms/submission-guard';
import { requestVisit, toBookingConfirmation } from './service.js';

/** Public: a visitor books a visit to a listing; signed in or not. */
export const bookingRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Books a visit to a listing (status pending); the team calls to confirm',
        description: SUBMISSION_DESCRIPTION,
        body: bookingRequestSchema.extend(submissionGuardFields),
        response: { 200: bookingConfirmationAnswerSchema, 201: bookingConfirmationAnswerSchema },
      },
      config: { rateLimit: submissionRateLimit(config.forms) },
    },
    async (request, reply) => {
      const submitted = acceptSubmission(request, request.body, config.forms);
      const { booking, replayed } = await requestVisit(db, submitted, config);
      return sendSubmitted(reply, replayed, { booking: toBookingConfirmation(booking) });
    },
  );
};
