import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteSettingsSchema } from '../../../domain/site-settings.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { readSiteSettings } from './service.js';

const siteResponse = siteSettingsSchema.extend({
  // From the server's configuration, not the editable settings: tiles are an operator's contract.
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
});

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
        response: { 200: siteResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { ...(await readSiteSettings(db)), mapTiles: config.mapTiles };
    },
  );
};
