import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingSearchSchema } from '../../../domain/listing-search.js';
import type { Database } from '../../db/client.js';
import type { ObjectStorage } from '../../storage/storage.js';
import { toPublicListingResponse } from './listing-response.js';
import { countListingView } from './listing-views.js';
import { searchListings } from './public-search.js';
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
          'Searches listings: full text ranked by relevance, every filter of /properties, sorted and paged',
        querystring: listingSearchSchema,
      },
    },
    async (request) => searchListings(db, storage, request.query),
  );

  app.get(
    '/properties/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'One listing with its photos, as house hunters see it',
        params: idParams,
      },
    },
    async (request) => {
      const { listing, images } = await findListing(db, request.params.id);
      return { property: toPublicListingResponse(listing, images, storage) };
    },
  );

  app.post(
    '/properties/:id/views',
    {
      schema: {
        tags: ['properties'],
        summary:
          'Counts one view of the property page (per listing per day; nothing about the viewer is kept)',
        params: idParams,
      },
      // Enough for anyone browsing; a script hammering one listing stops counting.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await countListingView(db, request.params.id);
      return reply.status(204).send();
    },
  );
};
