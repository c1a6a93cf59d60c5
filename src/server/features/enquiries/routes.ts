import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  constructionEnquirySchema,
  contactEnquirySchema,
  ENQUIRY_MESSAGES,
  propertyEnquirySchema,
} from '#domain/enquiry-request';
import type { Config } from '#server/config';
import { enquiryReceiptAnswerSchema } from '#domain/enquiry-receipt';
import type { Database } from '#server/db/client';
import {
  acceptSubmission,
  sendSubmitted,
  SUBMISSION_DESCRIPTION,
  submissionGuardFields,
  submissionRateLimit,
} from '#server/anonymous-forms/submission-guard';
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
        description: SUBMISSION_DESCRIPTION,
        body: enquiryBody,
        response: { 200: enquiryReceiptAnswerSchema, 201: enquiryReceiptAnswerSchema },
      },
      config: { rateLimit: submissionRateLimit(config.forms) },
    },
    async (request, reply) => {
      const submitted = acceptSubmission(request, request.body, config.forms);
      const { enquiry, replayed } = await sendEnquiry(db, submitted, config);
      return sendSubmitted(reply, replayed, { enquiry: toEnquiryReceipt(enquiry) });
    },
  );
};
