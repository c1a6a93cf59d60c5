/** The site's settings: read by every page (public), edited by admins. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordVersionSchema } from '#domain/record-version';
import {
  editableSiteSettingsSchema,
  publicSiteSettingsSchema,
  siteSettingsSchema,
  STREET_MAP_PATH,
} from '#domain/site-settings';
import { auditActorOf } from '#server/audit/audit-log';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { answerRecordWrite } from '#server/http/record-response';
import { readEditableSiteSettings, saveSiteSettings } from './service.js';

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
    async () => ({
      ...(await app.siteSettings.read()),
      mapTiles: config.mapTiles,
      streetMap: config.mapPmtiles ? { url: STREET_MAP_PATH } : null,
    }),
  );
};

const version = recordVersionSchema.describe(
  'The version the edit started from (0 before the first save); a stale one is refused with 409 RECORD_CHANGED',
);

/** Admin: the site's name, contacts, social links and listings per page, as the public pages use them. */
export const siteSettingsAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/settings/site',
    {
      config: { cache: 'no-store' },
      schema: {
        tags: ['admin'],
        summary: 'The site settings and their version, for the settings form',
        response: { 200: editableSiteSettingsSchema },
      },
    },
    async () => readEditableSiteSettings(db),
  );

  app.put(
    '/settings/site',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replaces the site settings (audited); refused with 409 when someone saved since `version`',
        // Flat, so a refused field is named as the form names it.
        body: siteSettingsSchema.extend({ version }),
        response: { 200: editableSiteSettingsSchema },
      },
    },
    async (request) => {
      const { version: startedFrom, ...next } = request.body;
      const actor = auditActorOf(request);
      const result = await saveSiteSettings(db, next, startedFrom, actor);
      // Other processes hear of it from the database; this one need not wait for that to serve the new settings.
      if (!result.changed) app.siteSettings.forget();
      return answerRecordWrite(result);
    },
  );
};
