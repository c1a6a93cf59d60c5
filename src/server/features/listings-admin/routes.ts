import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCEPTED_PHOTO_TYPES, PHOTO_LIMITS, PHOTO_MESSAGES } from '#domain/photo-limits';
import { listingDuplicatesSchema } from '#domain/listing-duplicates';
import { priceBenchmarkQuerySchema, priceBenchmarkSchema } from '#domain/price-benchmark-answer';
import { propertyInputSchema } from '#domain/property-schema';
import {
  adminListingPageSchema,
  featuredChangeSchema,
  adminListingAnswerSchema,
  uploadedPhotoAnswerSchema,
} from '#domain/listing-record';
import {
  bulkListingMoveAnswerSchema,
  bulkListingMoveRequestSchema,
  listingConfirmRequestSchema,
  listingDeleteQuerySchema,
  listingMoveRequestSchema,
  MAX_LISTINGS_PER_BULK_MOVE,
  upcomingVisitsAnswerSchema,
} from '#domain/listing-state-change';
import {
  adminVerificationRecordSchema,
  verificationCheckInputSchema,
  verificationCheckSchema,
} from '#domain/verification-record';
import type { Database } from '#server/db/client';
import type { ObjectStorage } from '#server/storage/storage';
import type { MailContext } from '#server/mail/outbox';
import { answerRecordWrite } from '#server/http/record-response';
import { auditActorOf } from '#server/audit/audit-log';
import { teamScopeOf } from '#server/auth/team-scope';
import { assertListingInScope } from '#server/listings/listing-scope';
import { findListing } from '#server/listings/listing-record';
import { toAdminListingResponse, toPhotoResponse } from '#server/listings/listing-response';
import { adminListQuery, listListingsForAdmin } from './queries.js';
import { listingDuplicates } from './duplicates/listing-duplicates.js';
import { uploadPhoto } from '#server/listings/listing-photos';
import { priceBenchmark } from './queries.js';
import { PHOTO_UPLOAD_OPTIONS, readUploadedFile } from '#server/listings/uploaded-file';
import { createListing, updateListing } from '#server/listings/listing-writes';
import { deleteListing, setFeatured } from './service.js';
import { confirmListing, moveListing, moveListings } from '#server/listings/listing-moves';
import { upcomingVisitIds } from '#server/listings/upcoming-visits';
import {
  findVerificationRecord,
  recordVerificationCheck,
  removeVerificationCheck,
} from './verification/verification-checks.js';

const idParams = z.object({ id: z.uuid({ error: 'Property ID not found' }) });

// The listing's photos in order (the first is the cover): kept ones and new uploads.
const imageIds = z
  .array(z.uuid({ error: 'Not a photo HouseHunt knows' }), { error: 'imageIds must be a list of photo ids' })
  .max(PHOTO_LIMITS.maxPhotosPerListing, { error: PHOTO_MESSAGES.tooMany });

/**
 * Admin and agents: the listings table, one listing at a time, and photo uploads. An agent lists, reads, edits,
 * moves and confirms only the listings assigned to them (any other is 404); creating, deleting, featuring,
 * duplicates and moves of many listings at once stay the admin's (`adminOnly`, 403 for an agent).
 */
export const listingsAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: ObjectStorage;
  mail: MailContext;
}> = async (app, { db, storage, mail }) => {
  // onRequest, so a signed-out caller hears 401 before anything about its request body.
  app.addHook('onRequest', app.requireTeam);
  const adminOnly = { onRequest: app.requireAdmin };
  const inScope = (request: FastifyRequest, id: string) => assertListingInScope(db, teamScopeOf(request), id);
  await app.register(multipart, PHOTO_UPLOAD_OPTIONS);

  app.get(
    '/properties',
    {
      schema: {
        tags: ['admin'],
        summary: 'All listings, searched, filtered, sorted and paged for the admin table',
        querystring: adminListQuery,
        response: { 200: adminListingPageSchema },
      },
    },
    async (request) => listListingsForAdmin(db, storage, request.query, teamScopeOf(request)),
  );

  app.get(
    '/properties/price-benchmark',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The median price per sq.ft of a city's listings of one type, for the form's far-off price warning",
        querystring: priceBenchmarkQuerySchema,
        response: { 200: priceBenchmarkSchema },
      },
    },
    async (request) => priceBenchmark(db, request.query),
  );

  app.get(
    '/properties/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One listing with its photos, for the edit screen',
        params: idParams,
        response: { 200: adminListingAnswerSchema },
      },
    },
    async (request) => {
      await inScope(request, request.params.id);
      const { listing, images } = await findListing(db, request.params.id);
      return { property: toAdminListingResponse(listing, images, storage) };
    },
  );

  app.get(
    '/properties/:id/duplicates',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Other listings this one is likely a copy of: a shared photo, or the same address and area',
        params: idParams,
        response: { 200: listingDuplicatesSchema },
      },
    },
    async (request) => listingDuplicates(db, storage, request.params.id),
  );

  app.post(
    '/properties',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Creates a listing with the uploaded photos it names',
        body: z.object({ property: propertyInputSchema, imageIds: imageIds.default([]) }),
        response: { 201: adminListingAnswerSchema },
      },
    },
    async (request, reply) => {
      const listing = await createListing(
        db,
        request.body.property,
        request.body.imageIds,
        auditActorOf(request),
      );
      const { images } = await findListing(db, listing.id);
      return reply.status(201).send({ property: toAdminListingResponse(listing, images, storage) });
    },
  );

  app.put(
    '/properties/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Saves the whole form over the version the admin edited (409 RECORD_CHANGED if it moved on)',
        params: idParams,
        body: z.object({
          version: z.number({ error: 'The version you edited is required' }).int().min(1).max(2_147_483_647),
          property: propertyInputSchema,
          // Left out, the photos stay as they are: a client that does not know about them never drops them.
          imageIds: imageIds.optional(),
        }),
        response: { 200: adminListingAnswerSchema },
      },
    },
    async (request) => {
      await inScope(request, request.params.id);
      const { version, property, imageIds } = request.body;
      return answerRecordWrite(
        await updateListing(
          db,
          storage,
          request.params.id,
          { version, data: property, imageIds },
          auditActorOf(request),
        ),
        ({ listing, images }) => ({ property: toAdminListingResponse(listing, images, storage) }),
      );
    },
  );

  app.patch(
    '/properties/:id/featured',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Marks or unmarks a listing as featured; changes nothing else',
        params: idParams,
        body: z.object({ isFeatured: z.boolean({ error: 'isFeatured must be true or false' }) }),
        response: { 200: featuredChangeSchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await setFeatured(db, request.params.id, request.body.isFeatured, auditActorOf(request)),
        (listing) => ({ ...listing, updatedAt: listing.updatedAt.toISOString() }),
      ),
  );

  app.post(
    '/properties/:id/state',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Moves a listing to another state of its life (409 CONFLICT for a move the rules refuse, ' +
          'LIKELY_DUPLICATE when publishing what looks like another listing, RECORD_CHANGED for an older version)',
        params: idParams,
        body: listingMoveRequestSchema,
        response: { 200: adminListingAnswerSchema },
      },
    },
    async (request) => {
      await inScope(request, request.params.id);
      return answerRecordWrite(
        await moveListing(db, request.params.id, request.body, auditActorOf(request), new Date(), { mail }),
        ({ listing, images }) => ({ property: toAdminListingResponse(listing, images, storage) }),
      );
    },
  );

  app.get(
    '/properties/:id/upcoming-visits',
    {
      schema: {
        tags: ['admin'],
        summary:
          'How many visits are booked to the listing from today on, for the archive and delete dialogs',
        params: idParams,
        response: { 200: upcomingVisitsAnswerSchema },
      },
    },
    async (request) => {
      await inScope(request, request.params.id);
      await findListing(db, request.params.id);
      return { upcomingVisits: (await upcomingVisitIds(db, request.params.id)).length };
    },
  );

  app.post(
    '/properties/state',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: `Moves up to ${MAX_LISTINGS_PER_BULK_MOVE} listings to one state, each alone, and says what happened to each`,
        body: bulkListingMoveRequestSchema,
        response: { 200: bulkListingMoveAnswerSchema },
      },
    },
    async (request) => ({
      results: await moveListings(db, request.body.ids, request.body.to, auditActorOf(request), new Date(), {
        mail,
      }),
    }),
  );

  app.post(
    '/properties/:id/confirm',
    {
      schema: {
        tags: ['admin'],
        summary:
          '"Still available": confirms the listing is available now (409 RECORD_CHANGED for an older version)',
        params: idParams,
        body: listingConfirmRequestSchema,
        response: { 200: adminListingAnswerSchema },
      },
    },
    async (request) => {
      await inScope(request, request.params.id);
      return answerRecordWrite(
        await confirmListing(db, request.params.id, request.body, auditActorOf(request)),
        ({ listing, images }) => ({ property: toAdminListingResponse(listing, images, storage) }),
      );
    },
  );

  app.post(
    '/property-images',
    {
      schema: {
        tags: ['admin'],
        summary: `Uploads one photo (multipart field "file"): ${ACCEPTED_PHOTO_TYPES} by content, at most ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`,
        description:
          'The photo is re-encoded (metadata stripped, orientation applied) into WebP and AVIF variants and kept ' +
          'unattached until a create or save names its id in imageIds; unclaimed uploads are swept after a grace period.',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedPhotoAnswerSchema },
      },
    },
    async (request, reply) => {
      const body = await readUploadedFile(request);
      const image = await uploadPhoto(db, storage, { ...body, uploadedBy: auditActorOf(request).id });
      return reply.status(201).send({ image: toPhotoResponse(image, storage) });
    },
  );

  app.delete(
    '/properties/:id',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Deletes a listing and then its photo files; with cancelVisits=true, cancels the visits booked to it ' +
          'from today on and mails the visitors',
        params: idParams,
        querystring: listingDeleteQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteListing(db, storage, request.params.id, auditActorOf(request), {
        cancelVisits: request.query.cancelVisits === 'true',
      });
      return reply.status(204).send(null);
    },
  );
};

const checkParams = idParams.extend({ check: verificationCheckSchema });

/** Admin: a listing's verification record, one dated check at a time (listings-admin/verification/). */
export const listingVerificationAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/properties/:id/verification',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The listing’s verification record: every check, done (day, who, note) or not, and the badge',
        params: idParams,
        response: { 200: adminVerificationRecordSchema },
      },
    },
    async (request) => findVerificationRecord(db, request.params.id),
  );

  app.put(
    '/properties/:id/verification/:check',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Records a check with the day it was done (not after today in India) and an optional note, or re-dates it (audited)',
        params: checkParams,
        body: verificationCheckInputSchema,
        response: { 200: adminVerificationRecordSchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await recordVerificationCheck(
          db,
          request.params.id,
          request.params.check,
          request.body,
          auditActorOf(request),
        ),
      ),
  );

  app.delete(
    '/properties/:id/verification/:check',
    {
      schema: {
        tags: ['admin'],
        summary: 'Takes a check off the listing’s record (audited); one not on it changes nothing',
        params: checkParams,
        response: { 200: adminVerificationRecordSchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await removeVerificationCheck(db, request.params.id, request.params.check, auditActorOf(request)),
      ),
  );
};
