import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listingContactAnswerSchema,
  listingContactSchema,
  phoneRevealAnswerSchema,
  phoneRevealLogSchema,
  phoneRevealRequestSchema,
} from '#domain/contact-privacy';
import type { Database } from '#server/db/client';
import { cacheEveryRoute } from '#server/http/cache-policy';
import { phoneRevealLog } from '#server/listings/phone-reveal-log';
import { readListingContact, revealListerPhone, saveListingContact } from './service.js';

/** A lister's number for a signed-in visitor, the log of who saw whose, and a lister's own choice of number. */
export const phoneRevealRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireUser);
  cacheEveryRoute(app, 'no-store');
  const userOf = (request: { session: { user: { id: string } } | null }) => request.session!.user.id;

  app.post(
    '/phone-reveals',
    {
      schema: {
        tags: ['account'],
        summary:
          "A listing's lister's phone number, logged for them; from at most 20 different listers a day",
        body: phoneRevealRequestSchema,
        response: { 200: phoneRevealAnswerSchema },
      },
      // The day's limit counts listers, not requests: this stops a script asking in a loop.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => revealListerPhone(db, userOf(request), request.body.propertyId),
  );

  app.get(
    '/phone-reveals',
    {
      schema: {
        tags: ['account'],
        summary: 'Who saw my number on my listings, and whose numbers I saw, newest first',
        response: { 200: phoneRevealLogSchema },
      },
    },
    async (request) => phoneRevealLog(db, userOf(request)),
  );

  app.get(
    '/listing-contact',
    {
      schema: {
        tags: ['account'],
        summary: 'The mobile number my listings show to signed-in visitors, and whether they show it',
        response: { 200: listingContactAnswerSchema },
      },
    },
    async (request) => readListingContact(db, userOf(request)),
  );

  app.put(
    '/listing-contact',
    {
      schema: {
        tags: ['account'],
        summary: 'Sets the mobile number my listings show, and whether they show it',
        body: listingContactSchema,
        response: { 200: listingContactAnswerSchema },
      },
    },
    async (request) => saveListingContact(db, userOf(request), request.body),
  );
};
