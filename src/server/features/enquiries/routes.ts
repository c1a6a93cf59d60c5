/** The enquiries API: visitors send them (public); the team works through them (admin). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminEnquiryPageSchema, adminEnquirySchema } from '#domain/admin-enquiry';
import {
  enquiryListQuerySchema,
  enquiryNotesSchema,
  enquiryStatusChangeSchema,
} from '#domain/enquiry-management';
import { enquiryReceiptAnswerSchema } from '#domain/enquiry-receipt';
import { type ListerEnquiry, listerEnquirySchema } from '#domain/lister-leads';
import {
  constructionEnquirySchema,
  contactEnquirySchema,
  ENQUIRY_MESSAGES,
  propertyEnquirySchema,
} from '#domain/enquiry-request';
import {
  acceptSubmission,
  sendSubmitted,
  SUBMISSION_DESCRIPTION,
  submissionGuardFields,
  submissionRateLimit,
} from '#server/anonymous-forms/submission-guard';
import { auditActorOf } from '#server/audit/audit-log';
import { teamScopeOf } from '#server/auth/team-scope';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { csvDownload, sendCsv } from '#server/http/csv';
import { pageQuery } from '#server/http/page-query';
import { answerRecordWrite } from '#server/http/record-response';
import {
  changeEnquiryStatus,
  exportEnquiries,
  findEnquiryForAdmin,
  listEnquiriesForAdmin,
  saveEnquiryNotes,
  sendEnquiry,
  toEnquiryReceipt,
} from './service.js';

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

const idParams = z.object({ id: z.uuid({ error: 'Not an enquiry id' }) });

/**
 * Admin and agents: the enquiries visitors sent, worked through by the team (status, notes) and exported. An agent
 * sees and acts on the enquiries assigned to them only (auth/team-scope.ts): another's is 404.
 */
export const enquiryAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireTeam);

  app.get(
    '/enquiries',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Enquiries, filtered by status, kind and the India day they were sent, searched, sorted and paged; ' +
          'with the count per status under the other filters',
        querystring: enquiryListQuerySchema.safeExtend(pageQuery),
        response: { 200: adminEnquiryPageSchema },
      },
    },
    async (request) => listEnquiriesForAdmin(db, request.query, teamScopeOf(request)),
  );

  app.get(
    '/enquiries/export.csv',
    {
      config: { cache: 'no-store' },
      schema: {
        tags: ['admin'],
        summary:
          'Every enquiry the list filters match, in its order, as a CSV download (at most 10,000 rows)',
        querystring: enquiryListQuerySchema,
        response: { 200: csvDownload },
      },
    },
    async (request, reply) => {
      const { csv, rows, matched } = await exportEnquiries(db, request.query, teamScopeOf(request));
      return sendCsv(reply, { what: 'enquiries', csv, rows, matched });
    },
  );

  app.get(
    '/enquiries/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One enquiry, with the team notes',
        params: idParams,
        response: { 200: adminEnquirySchema },
      },
    },
    async (request) => findEnquiryForAdmin(db, request.params.id, teamScopeOf(request)),
  );

  app.post(
    '/enquiries/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Moves an enquiry: new → contacted or closed, contacted → closed, closed → contacted (reopen); ' +
          'any other move is 409 INVALID_ENQUIRY_TRANSITION; with `version`, an enquiry changed since is ' +
          '409 RECORD_CHANGED',
        params: idParams,
        body: enquiryStatusChangeSchema,
        response: { 200: adminEnquirySchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await changeEnquiryStatus(
          db,
          request.params.id,
          request.body,
          auditActorOf(request),
          teamScopeOf(request),
        ),
      ),
  );

  app.put(
    '/enquiries/:id/notes',
    {
      schema: {
        tags: ['admin'],
        summary: "Replaces the team's notes on an enquiry; empty text clears them",
        params: idParams,
        body: enquiryNotesSchema,
        response: { 200: adminEnquirySchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await saveEnquiryNotes(
          db,
          request.params.id,
          request.body,
          auditActorOf(request),
          teamScopeOf(request),
        ),
      ),
  );
};

/** Signed in: the lister marks an enquiry about their listing answered (contacted) or closed; another's is 404. */
export const listerEnquiryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/leads/enquiries/:id/status',
    {
      schema: {
        tags: ['account'],
        summary:
          'Marks an enquiry about my listing answered (contacted), closed or reopened, by the team’s rules',
        params: idParams,
        body: enquiryStatusChangeSchema,
        response: { 200: listerEnquirySchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await changeEnquiryStatus(db, request.params.id, request.body, auditActorOf(request), {
          kind: 'lister',
          userId: request.session!.user.id,
        }),
        (enquiry): ListerEnquiry => ({
          kind: 'enquiry',
          id: enquiry.id,
          name: enquiry.name,
          message: enquiry.message,
          createdAt: enquiry.createdAt,
          firstRespondedAt: enquiry.firstRespondedAt,
          version: enquiry.version,
          listing: { id: enquiry.propertyId ?? '', title: enquiry.listing?.title ?? '' },
          status: enquiry.status,
        }),
      ),
  );
};
