import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingSearchSchema } from '#domain/listing-search';
import { searchSuggestionsSchema } from '#domain/search-suggestions';
import { listingIdQuery, SHORTLIST_LIMITS } from '#domain/shortlist';
import { listingCardListSchema, listingSearchPageSchema } from '#domain/listing-card';
import { publicListingAnswerSchema } from '#domain/listing-record';
import type { Database } from '#server/db/client';
import type { ObjectStorage } from '#server/storage/storage';
import { listingCardsInOrder } from './listing-cards.js';
import { toPublicListingResponse } from './listing-response.js';
import { countListingView } from './listing-views.js';
import { searchListings } from './public-search.js';
import { suggestSearches } from './search-suggestions.js';
import { findSimilarListings } from './similar-listings.js';
import { findListing } from './service.js';

const idParams = z.object({ id: z.uuid({ error: 'Property not found' }) });

/** Public: the listing search and one listing for its property page. */
export const propertyPublicRoutes: FastifyPluginAsyncZod<{ db: Database; storage: ObjectStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/properties',
    {
      schema: {
        tags: ['properties'],
        summary:
          "Searches listings: full text ranked by relevance, every filter of /properties, sorted and paged (by default, the site's listings per page)",
        querystring: listingSearchSchema,
        response: { 200: listingSearchPageSchema },
      },
    },
    async (request) => {
      const pageSize = request.query.pageSize ?? (await app.siteSettings.read()).listingsPerPage;
      return searchListings(db, storage, { ...request.query, pageSize });
    },
  );

  app.get(
    '/properties/suggestions',
    {
      schema: {
        tags: ['properties'],
        summary:
          'For a search that finds nothing: up to 3 searches like it that find listings, each with its count (the other of sale and rent, a wider price, the nearest city within 400 km, one filter fewer)',
        querystring: listingSearchSchema,
        response: { 200: searchSuggestionsSchema },
      },
    },
    async (request) => suggestSearches(db, request.query),
  );

  app.get(
    '/properties/cards',
    {
      schema: {
        tags: ['properties'],
        summary:
          'Listing cards for the listings named, in the order asked; ids of removed listings are left out (a visitor’s shortlist and recently viewed)',
        querystring: z.object({ ids: listingIdQuery(SHORTLIST_LIMITS.maxCardsPerRequest) }),
        response: { 200: listingCardListSchema },
      },
    },
    async (request) => ({ items: await listingCardsInOrder(db, storage, request.query.ids) }),
  );

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
