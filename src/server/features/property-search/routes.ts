import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placedListingSearchSchema } from '#domain/placed-listing-search';
import { searchSuggestionsSchema } from '#domain/search-suggestion-answer';
import { listingIdQuery, SHORTLIST_LIMITS } from '#domain/shortlist';
import { listingCardListSchema, listingSearchPageSchema } from '#domain/listing-card';
import { mapAnswerSchema, mapSearchSchema, MAP_PIN_LIMIT } from '#domain/map-search';
import type { Database } from '#server/db/client';
import type { ObjectStorage } from '#server/storage/storage';
import { listingCardsInOrder } from '#server/listings/listing-cards';
import { suggestSearches } from './suggestions/search-suggestions.js';
import { searchListings } from './service.js';
import { searchMap } from './map/map-service.js';
import { SHARED_ANSWER } from '#server/http/cache-policy';

/** Public: the listing search, its suggestions when it finds nothing, and cards for listings named by id. */
export const propertySearchRoutes: FastifyPluginAsyncZod<{ db: Database; storage: ObjectStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/properties',
    {
      config: { cache: SHARED_ANSWER },
      schema: {
        tags: ['properties'],
        summary:
          "Searches listings: full text ranked by relevance, every filter of /properties, sorted and paged (by default, the site's listings per page)",
        querystring: placedListingSearchSchema,
        response: { 200: listingSearchPageSchema },
      },
    },
    async (request) => {
      const pageSize = request.query.pageSize ?? (await app.siteSettings.read()).listingsPerPage;
      return searchListings(db, storage, { ...request.query, pageSize });
    },
  );

  app.get(
    '/properties/map',
    {
      schema: {
        tags: ['properties'],
        summary: `Every listing a search finds in the map's box (bbox) at a zoom: one pin each when at most ${MAP_PIN_LIMIT}, else grid clusters counted in SQL, whose counts add up to the search's total in the box`,
        querystring: mapSearchSchema,
        response: { 200: mapAnswerSchema },
      },
    },
    async (request) => searchMap(db, storage, request.query),
  );

  app.get(
    '/properties/suggestions',
    {
      schema: {
        tags: ['properties'],
        summary:
          'For a search that finds nothing: up to 3 searches like it that find listings, each with its count (the other of sale and rent, a wider price, the nearest city within 400 km, one filter fewer)',
        querystring: placedListingSearchSchema,
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
          'Listing cards for the listings named, in the order asked; ids of removed listings and of drafts never published are left out, a listing that left says what became of it in departure (a visitor’s shortlist and recently viewed)',
        querystring: z.object({ ids: listingIdQuery(SHORTLIST_LIMITS.maxCardsPerRequest) }),
        response: { 200: listingCardListSchema },
      },
    },
    async (request) => ({ items: await listingCardsInOrder(db, storage, request.query.ids) }),
  );
};
