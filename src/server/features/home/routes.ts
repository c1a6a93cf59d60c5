import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeOverviewSchema } from '#domain/home-overview';
import type { Database } from '#server/db/client';
import type { ObjectStorage } from '#server/storage/storage';
import { homeOverview } from './service.js';
import { SHARED_ANSWER } from '#server/http/cache-policy';

/** Public: the home page's listings and counts in one read. */
export const homeRoutes: FastifyPluginAsyncZod<{ db: Database; storage: ObjectStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/home',
    {
      // The busiest page: a minute's staleness spares the database, and a newly featured listing still shows soon;
      // the proxy in front answers it meanwhile.
      config: { cache: SHARED_ANSWER },
      schema: {
        tags: ['home'],
        summary:
          'The home page: up to 8 featured and 8 newest listings, listing counts by sale or rent, category and type, and the top 12 cities',
        response: { 200: homeOverviewSchema },
      },
    },
    async () => homeOverview(db, storage),
  );
};
