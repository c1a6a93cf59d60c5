import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminEnquiryPageSchema, adminEnquirySchema } from '#domain/admin-enquiry';
import {
  enquiryListQuerySchema,
  enquiryNotesSchema,
  enquiryStatusChangeSchema,
} from '#domain/enquiry-management';
import type { Database } from '#server/db/client';
import { csvDownload, sendCsv } from '#server/http/csv';
import { pageQuery } from '#server/http/page-query';
import { answerRecordWrite } from '#server/http/record-response';
import { auditActorOf } from '#server/audit/audit-log';
import {
  changeEnquiryStatus,
  exportEnquiries,
  findEnquiryForAdmin,
  listEnquiriesForAdmin,
  saveEnquiryNotes,
} from './management.js';

const idParams = z.object({ id: z.uuid({ error: 'Not an enquiry id' }) });

/** Admin: the enquiries visitors sent, worked through by the team (status, notes) and exported. */
export const enquiryAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

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
    async (request) => listEnquiriesForAdmin(db, request.query),
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
      const { csv, rows, matched } = await exportEnquiries(db, request.query);
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
    async (request) => findEnquiryForAdmin(db, request.params.id),
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
        await changeEnquiryStatus(db, request.params.id, request.body, auditActorOf(request)),
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
      answerRecordWrite(await saveEnquiryNotes(db, request.params.id, request.body, auditActorOf(request))),
  );
};
