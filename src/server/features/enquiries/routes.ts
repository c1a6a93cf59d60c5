import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  constructionEnquirySchema,
  contactEnquirySchema,
  ENQUIRY_MESSAGES,
  propertyEnquirySchema,
} from '../../../domain/enquiry-request.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import {
  checkSubmission,
  IDEMPOTENCY_DESCRIPTION,
  IDEMPOTENCY_REPLAYED_HEADER,
  submissionGuardFields,
  submissionRateLimit,
} from '../anonymous-forms/submission-guard.js';
import { sendEnquiry, toEnquiryReceipt } from './service.js';

// Each kind's own schema with the guard's fields beside it, joined on `kind` as the domain joins them.
const enquiryBody = z.discriminatedUnion(
  'kind',
  [
    propertyEnquirySchema.extend(submissionGuardFields),
    contactEnquirySchema.extend(submissionGuardFields),
    constructionEnquirySchema.extend(submissionGuardFields),
  ],
  { error: ENQUIRY_MESSAGES.kind },
);

/** Public: a visitor sends an enquiry (about a listing, a general question, or a villa to build). */
export const enquiryRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/enquiries',
    {
      schema: {
        tags: ['enquiries'],
        summary: 'Sends an enquiry of one kind: property (needs propertyId), contact or construction',
        description: `Needs a formToken from GET /api/forms/token. ${IDEMPOTENCY_DESCRIPTION}`,
        body: enquiryBody,
      },
      config: { rateLimit: submissionRateLimit(config.forms) },
    },
    async (request, reply) => {
      const { website, formToken, ...fields } = request.body;
      const submission = checkSubmission(request, { website, formToken }, config.forms);
      const { enquiry, replayed } = await sendEnquiry(db, {
        request: fields,
        userId: request.session?.user.id ?? null,
        idempotencyKey: submission.idempotencyKey,
        dryRun: submission.isTrap,
      });
      if (replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return reply.status(replayed ? 200 : 201).send({ enquiry: toEnquiryReceipt(enquiry) });
    },
  );
};
