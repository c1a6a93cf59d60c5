import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsSchema } from '../../../domain/site-settings.js';
import type { Database } from '../../db/client.js';
import { readSiteSettings } from './service.js';

export const siteRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: "The site's name, contact details and social links for the public pages",
        response: { 200: siteSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return readSiteSettings(db);
    },
  );
};
