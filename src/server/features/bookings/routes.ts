import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRequestSchema } from '../../../domain/booking-request.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import {
  checkSubmission,
  IDEMPOTENCY_DESCRIPTION,
  IDEMPOTENCY_REPLAYED_HEADER,
  submissionGuardFields,
  submissionRateLimit,
} from '../anonymous-forms/submission-guard.js';
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
        description: `Needs a formToken from GET /api/forms/token. ${IDEMPOTENCY_DESCRIPTION}`,
        body: bookingRequestSchema.extend(submissionGuardFields),
      },
      config: { rateLimit: submissionRateLimit(config.forms) },
    },
    async (request, reply) => {
      const { website, formToken, ...fields } = request.body;
      const submission = checkSubmission(request, { website, formToken }, config.forms);
      const { booking, replayed } = await requestVisit(db, {
        request: fields,
        userId: request.session?.user.id ?? null,
        idempotencyKey: submission.idempotencyKey,
        dryRun: submission.isTrap,
      });
      if (replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return reply.status(replayed ? 200 : 201).send({ booking: toBookingConfirmation(booking) });
    },
  );
};
