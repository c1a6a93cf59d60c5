import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedPhotoAnswerSchema } from '#domain/listing-record';
import {
  MAX_PENDING_REVIEW_PER_LISTER,
  myListingAnswerSchema,
  myListingConfirmRequestSchema,
  myListingListSchema,
  myListingMoveRequestSchema,
  postListingRequestSchema,
  saveMyListingRequestSchema,
  storedLister,
  type Lister,
} from '#domain/my-listings';
import { ACCEPTED_PHOTO_TYPES, PHOTO_LIMITS } from '#domain/photo-limits';
import type { IndianState } from '#domain/taxonomy';
import type { Database } from '#server/db/client';
import { auditActorOf } from '#server/audit/audit-log';
import { answerRecordWrite } from '#server/http/record-response';
import { findListing } from '#server/listings/listing-record';
import { confirmListing, moveListing } from '#server/listings/listing-moves';
import { uploadPhoto } from '#server/listings/listing-photos';
import { toPhotoResponse } from '#server/listings/listing-response';
import { createListing, updateListing } from '#server/listings/listing-writes';
import { PHOTO_UPLOAD_OPTIONS, readUploadedFile } from '#server/listings/uploaded-file';
import type { ObjectStorage } from '#server/storage/storage';
import { isTrustedLister, listMyListings } from './queries.js';
import { readMyListing, toMyListing } from './service.js';

const idParams = z.object({ id: z.uuid({ error: 'Property ID not found' }) });

/** The lister as stored; the request schema has already refused a missing or malformed agent number. */
function listerOf(userId: string, lister: Lister, state: IndianState) {
  const stored = storedLister(lister, state);
  if ('problem' in stored) throw new Error(stored.problem);
  return { userId, ...stored };
}

/**
 * My listings (issue 24): a signed-in owner or agent posts and runs their own listings with the team's form,
 * photos and moves. Another lister's listing answers 404 on every route, as an id that never existed.
 */
export const myListingsRoutes: FastifyPluginAsyncZod<{ db: Database; storage: ObjectStorage }> = async (
  app,
  { db, storage },
) => {
  app.addHook('onRequest', app.requireUser);
  await app.register(multipart, PHOTO_UPLOAD_OPTIONS);
  const userOf = (request: { session: { user: { id: string } } | null }) => request.session!.user.id;
  const answer = async (id: string) => {
    const { listing, images } = await findListing(db, id);
    return { listing: toMyListing(listing, images, storage) };
  };
  const answerWrite = ({ listing, images }: Awaited<ReturnType<typeof findListing>>) => ({
    listing: toMyListing(listing, images, storage),
  });

  app.get(
    '/listings',
    {
      schema: {
        tags: ['me'],
        summary: 'My listings: each with its state, review note, views, enquiries and visits',
        response: { 200: myListingListSchema },
      },
    },
    async (request) => ({
      ...(await listMyListings(db, storage, userOf(request))),
      maxPendingReview: MAX_PENDING_REVIEW_PER_LISTER,
    }),
  );

  app.get(
    '/listings/:id',
    {
      schema: {
        tags: ['me'],
        summary: 'One of my listings with its photos, for the edit screen (404 for anyone else’s)',
        params: idParams,
        response: { 200: myListingAnswerSchema },
      },
    },
    async (request) => readMyListing(db, storage, userOf(request), request.params.id),
  );

  app.post(
    '/listings',
    {
      schema: {
        tags: ['me'],
        summary: 'Posts a listing as its owner or an agent (with their RERA agent number); saved as a draft',
        body: postListingRequestSchema,
        response: { 201: myListingAnswerSchema },
      },
    },
    async (request, reply) => {
      const userId = userOf(request);
      const { property, imageIds, lister } = request.body;
      const listing = await createListing(
        db,
        property,
        imageIds,
        auditActorOf(request),
        listerOf(userId, lister, property.state),
      );
      return reply.status(201).send(await answer(listing.id));
    },
  );

  app.put(
    '/listings/:id',
    {
      schema: {
        tags: ['me'],
        summary:
          'Saves the whole form over the version edited (409 RECORD_CHANGED if it moved on); a change of price, ' +
          'description or photos of a live listing sends it back to review unless the lister is trusted',
        params: idParams,
        body: saveMyListingRequestSchema,
        response: { 200: myListingAnswerSchema },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const { version, property, imageIds, lister } = request.body;
      return answerRecordWrite(
        await updateListing(
          db,
          storage,
          request.params.id,
          { version, data: property, imageIds },
          auditActorOf(request),
          { ...listerOf(userId, lister, property.state), trusted: await isTrustedLister(db, userId) },
        ),
        answerWrite,
      );
    },
  );

  app.post(
    '/listings/:id/state',
    {
      schema: {
        tags: ['me'],
        summary:
          'Sends for review (at most ' +
          `${MAX_PENDING_REVIEW_PER_LISTER} waiting), marks under offer, sold, rented or back live, or archives ` +
          '(409 CONFLICT for a move a lister cannot make)',
        params: idParams,
        body: myListingMoveRequestSchema,
        response: { 200: myListingAnswerSchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await moveListing(
          db,
          request.params.id,
          { ...request.body, byLister: userOf(request) },
          auditActorOf(request),
        ),
        answerWrite,
      ),
  );

  app.post(
    '/listings/:id/confirm',
    {
      schema: {
        tags: ['me'],
        summary: '"Still available": confirms the listing is available now (decision 023’s freshness rule)',
        params: idParams,
        body: myListingConfirmRequestSchema,
        response: { 200: myListingAnswerSchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await confirmListing(
          db,
          request.params.id,
          { version: request.body.version, byLister: userOf(request) },
          auditActorOf(request),
        ),
        answerWrite,
      ),
  );

  app.post(
    '/listings/photos',
    {
      schema: {
        tags: ['me'],
        summary: `Uploads one photo (multipart field "file"): ${ACCEPTED_PHOTO_TYPES} by content, at most ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`,
        description: 'As the admin’s upload; only its uploader can attach it to a listing.',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedPhotoAnswerSchema },
      },
    },
    async (request, reply) => {
      const body = await readUploadedFile(request);
      const image = await uploadPhoto(db, storage, { ...body, uploadedBy: userOf(request) });
      return reply.status(201).send({ image: toPhotoResponse(image, storage) });
    },
  );
};
