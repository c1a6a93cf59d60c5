import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingCardListSchema } from '#domain/listing-card';
import { listingGoneErrorSchema, publicListingAnswerSchema } from '#domain/listing-record';
import { reraIssuer } from '#domain/rera';
import { publicVerificationRecordSchema } from '#domain/verification-record';
import { priceHistorySchema } from '#domain/price-history-answer';
import type { Database } from '#server/db/client';
import { LISTING_ANSWER } from '#server/http/cache-policy';
import { findPublicListingPage } from '#server/listings/listing-page';
import { toPublicListingResponse } from '#server/listings/listing-response';
import type { ObjectStorage } from '#server/storage/storage';
import {
  countListingView,
  findPriceHistory,
  findSimilarListings,
  localityComparisonFor,
  reraQrCodeSvg,
} from './service.js';
import { readPublicVerificationRecord } from './verification/verification-record.js';

const idParams = z.object({ id: z.uuid({ error: 'Property not found' }) });

/**
 * Public: one listing for its property page, the listings like it, its price history, the count of its page's
 * views, and the QR code of its RERA registration.
 */
export const propertyDetailRoutes: FastifyPluginAsyncZod<{ db: Database; storage: ObjectStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/properties/:id',
    {
      // A proxy keeps it a minute; browsers check it each time, so a listing's page shows a change of state (under
      // offer, sold) at once to a visitor whose browser read it a moment ago (README, "Caching proxy").
      config: { cache: LISTING_ANSWER },
      schema: {
        tags: ['properties'],
        summary:
          'One listing with its photos, as house hunters see it, and how its page answers (decision 023): 410 LISTING_GONE (message: "Sold on 3 Dec", "No longer available"; details.departure: what became of it) once sold or rented over 90 days ago or archived; 404 for a draft never published',
        params: idParams,
        response: { 200: publicListingAnswerSchema, 410: listingGoneErrorSchema },
      },
    },
    async (request) => {
      const { listing, images, lifecycle } = await findPublicListingPage(db, request.params.id);
      return {
        property: toPublicListingResponse(listing, images, storage),
        lifecycle,
        reraIssuer: reraIssuer(listing.state, listing.reraNumber),
        localityComparison: await localityComparisonFor(db, listing, lifecycle),
      };
    },
  );

  app.get(
    '/properties/:id/similar',
    {
      schema: {
        tags: ['properties'],
        summary:
          'Up to 6 listings to compare with this one: same sale or rent and category, same city and type first, nearest price; another city only near the price and while fewer than 3 in the city compare. Answers for a listing that left too (its page shows them); 404 for a draft never published',
        params: idParams,
        response: { 200: listingCardListSchema },
      },
    },
    async (request) => findSimilarListings(db, storage, request.params.id),
  );

  app.get(
    '/properties/:id/price-history',
    {
      schema: {
        tags: ['properties'],
        summary:
          'The price the listing was listed at and every change since, oldest first, and its last drop; only for a listing whose page the public can open',
        params: idParams,
        response: { 200: priceHistorySchema },
      },
    },
    async (request) => findPriceHistory(db, request.params.id),
  );

  app.get(
    '/properties/:id/rera-qr.svg',
    {
      schema: {
        tags: ['properties'],
        summary:
          "A QR code (SVG) that opens the state RERA regulator's portal, for a listing with a RERA registration number; 404 for a listing without one, in a state whose portal is not known, or whose page the public cannot open",
        params: idParams,
        response: {
          200: {
            description: 'The QR code',
            content: { 'image/svg+xml': { schema: z.string().describe('An SVG document') } },
          },
        },
      },
      // The code holds only the state's portal address; an hour keeps a changed or removed number from lingering.
      config: { cache: { maxAgeSeconds: 3600 } },
    },
    async (request, reply) =>
      reply.type('image/svg+xml; charset=utf-8').send(await reraQrCodeSvg(db, request.params.id)),
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
