import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingCardListSchema } from '#domain/listing-card';
import { publicListingAnswerSchema } from '#domain/listing-record';
import { publicVerificationRecordSchema } from '#domain/listing-verification';
import type { Database } from '#server/db/client';
import { findListing } from '#server/listings/listing-record';
import { toPublicListingResponse } from '#server/listings/listing-response';
import type { ObjectStorage } from '#server/storage/storage';
import { countListingView, findSimilarListings } from './service.js';
import { readPublicVerificationRecord } from './verification/verification-record.js';

const idParams = z.object({ id: z.uuid({ error: 'Property not found' }) });

/** Public: one listing for its property page, the listings like it, and the count of its page's views. */
export const propertyDetailRoutes: FastifyPluginAsyncZod<{ db: Database; storage: ObjectStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/properties/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'One listing with its photos, as house hunters see it',
        params: idParams,
        response: { 200: publicListingAnswerSchema },
      },
    },
    async (request) => {
      const { listing, images } = await findListing(db, request.params.id);
      return { property: toPublicListingResponse(listing, images, storage) };
    },
  );

  app.get(
    '/properties/:id/similar',
    {
      schema: {
        tags: ['properties'],
        summary:
          'Up to 6 listings to compare with this one: same sale or rent and category, same city and type first, nearest price; another city only near the price and while fewer than 3 in the city compare',
        params: idParams,
        response: { 200: listingCardListSchema },
      },
    },
    async (request) => findSimilarListings(db, storage, request.params.id),
  );

  app.get(
    '/properties/:id/verification',
    {
      schema: {
        tags: ['properties'],
        summary:
          'The listing’s verification record as house hunters see it: each check done (with its day) or not, ' +
          'the Verified badge while the site visit, title documents and owner identity are under 90 days old, ' +
          'and how many visitors said it matched',
        params: idParams,
        response: { 200: publicVerificationRecordSchema },
      },
    },
    async (request) => readPublicVerificationRecord(db, request.params.id),
  );

  app.post(
    '/properties/:id/views',
    {
      schema: {
        tags: ['properties'],
        summary:
          'Counts one view of the property page (per listing per day; nothing about the viewer is kept)',
        params: idParams,
        response: { 204: z.null() },
      },
      // Enough for anyone browsing; a script hammering one listing stops counting.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await countListingView(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
