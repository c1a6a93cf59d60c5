import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSiteSettingsSchema } from '#domain/site-settings';
import type { Config } from '#server/config';

export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/site',
    {
      config: { cache: { maxAgeSeconds: 60 } },
      schema: {
        tags: ['site'],
        summary: "The site's name, contact details and social links for the public pages, and its map tiles",
        response: { 200: publicSiteSettingsSchema },
      },
    },
    async () => ({ ...(await app.siteSettings.read()), mapTiles: config.mapTiles }),
  );
};
