import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importTemplateCsv,
  listingImportAnswerSchema,
  listingImportParamsSchema,
} from '#domain/listing-import';
import type { Database } from '#server/db/client';
import { AppError, ValidationError } from '#server/errors';
import { csvDownload } from '#server/http/csv';
import { confirmImport, findImport, previewImport } from './service.js';
import type { ImportViewer } from './queries.js';

const viewerOf = (request: FastifyRequest): ImportViewer => {
  const user = request.session!.user;
  return { id: user.id, role: user.role };
};

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

const notCsv = () => new ValidationError(IMPORT_MESSAGES.notCsv, { file: IMPORT_MESSAGES.notCsv });

/** The one CSV file of the upload, whole, or the refusal in plain words (too large, not one file, not CSV). */
async function readCsvUpload(request: FastifyRequest): Promise<{ fileName: string; body: Buffer }> {
  if (!request.isMultipart()) throw notCsv();
  const errors = request.server.multipartErrors;
  try {
    const file = await request.file();
    if (!file) throw notCsv();
    const fileName =
      (file.filename ?? '').replace(CONTROL_CHARACTERS, '').trim().slice(0, 200) || 'listings.csv';
    const body = await file.toBuffer();
    const csvType = /^(text\/(csv|plain)|application\/(vnd\.ms-excel|csv|octet-stream))$/i.test(
      file.mimetype,
    );
    if (!fileName.toLowerCase().endsWith('.csv') && !csvType) throw notCsv();
    return { fileName, body };
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) {
      throw new AppError(413, 'FILE_TOO_LARGE', IMPORT_MESSAGES.tooLarge);
    }
    if (error instanceof AppError) throw error;
    throw notCsv();
  }
}

/**
 * Bulk import of listings: the template, the upload that previews (a dry run), the import's progress and its
 * confirmation. Agents will be allowed beside admins; the service already limits a non-admin to their own imports.
 */
export const listingImportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Admins and the team's agents; an agent sees and updates only their own imports and assigned listings.
  app.addHook('onRequest', app.requireTeam);
  await app.register(multipart, {
    limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.get(
    '/imports/template.csv',
    {
      config: { cache: 'no-store' },
      schema: {
        tags: ['admin'],
        summary: 'The CSV template of a listing import: the header row and one example row',
        response: { 200: csvDownload },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="househunt-listing-import-template.csv"')
        .send(importTemplateCsv()),
  );

  app.post(
    '/imports',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Upload a CSV of listings: every row checked, nothing written (a dry run), the plan kept to confirm',
        consumes: ['multipart/form-data'],
        response: { 201: listingImportAnswerSchema },
      },
    },
    async (request, reply) => {
      const upload = await readCsvUpload(request);
      return reply.status(201).send({ import: await previewImport(db, viewerOf(request), upload) });
    },
  );

  app.get(
    '/imports/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "An import's preview and, once confirmed, its progress",
        params: listingImportParamsSchema,
        response: { 200: listingImportAnswerSchema },
      },
    },
    async (request) => ({ import: await findImport(db, viewerOf(request), request.params.id) }),
  );

  app.post(
    '/imports/:id/confirm',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Import the previewed rows as drafts, in a background job (again, to resume a failed import)',
        params: listingImportParamsSchema,
        response: { 202: listingImportAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ import: await confirmImport(db, viewerOf(request), request.params.id) }),
  );
};
