import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSiteSettingsSchema } from '#domain/site-settings';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { readSiteSettings } from './service.js';

export const siteRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: "The site's name, contact details and social links for the public pages, and its map tiles",
        response: { 200: publicSiteSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { ...(await readSiteSettings(db)), mapTiles: config.mapTiles };
    },
  );
};
