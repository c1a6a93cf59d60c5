import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  compareAnswerSchema,
  compareLinkRequestSchema,
  compareLinkSchema,
  compareQuerySchema,
  compareSharedQuerySchema,
} from '#domain/listing-compare';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { ObjectStorage } from '#server/storage/storage';
import { compareLink, compareListings, listingsOfCompareLink } from './service.js';

/** Public: listings side by side, and the signed link that opens the same comparison for anyone. */
export const compareRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: ObjectStorage;
  config: Pick<Config, 'publicUrl' | 'compareLinkSecret'>;
}> = async (app, { db, storage, config }) => {
  const secret = config.compareLinkSecret;

  app.get(
    '/compare',
    {
      // A listing that is sold or archived must say so at once in a comparison open in another tab.
      config: { cache: 'no-store' },
      schema: {
        tags: ['compare'],
        summary:
          'Listings side by side (2 to 4 ids, comma-separated): their figures, state, RERA number and checks on record; drafts never published are missing',
        querystring: compareQuerySchema,
        response: { 200: compareAnswerSchema },
      },
    },
    async (request) => compareListings(db, storage, request.query.ids),
  );

  app.post(
    '/compare/links',
    {
      schema: {
        tags: ['compare'],
        summary:
          'A link that opens this comparison for anyone, no account needed: the listing ids, signed; nothing is stored',
        body: compareLinkRequestSchema,
        response: { 200: compareLinkSchema },
      },
      // Minting is cheap, but a script has no business making thousands.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      // A link to a comparison that shows nothing is refused (404), as the comparison itself is; otherwise it names
      // the listings as asked, so it opens exactly what the /compare page showed, missing ones included.
      await compareListings(db, storage, request.body.ids);
      return compareLink(config.publicUrl, secret, request.body.ids);
    },
  );

  app.get(
    '/compare/shared',
    {
      config: { cache: 'no-store' },
      schema: {
        tags: ['compare'],
        summary: 'The comparison a shared link names; 400 for a link that is not genuine',
        querystring: compareSharedQuerySchema,
        response: { 200: compareAnswerSchema },
      },
    },
    async (request) => compareListings(db, storage, listingsOfCompareLink(secret, request.query.token)),
  );
};
