import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingIdArray, SHORTLIST_LIMITS } from '#domain/shortlist';
import { listingCardListSchema } from '#domain/listing-card';
import type { Database } from '#server/db/client';
import type { ObjectStorage } from '#server/storage/storage';
import {
  addToShortlist,
  clearRecentlyViewed,
  mergeIntoShortlist,
  mergeRecentlyViewed,
  readRecentlyViewed,
  readShortlist,
  recordRecentlyViewed,
  removeFromShortlist,
} from './service.js';

// Lower case, as the database spells ids: the service matches the listings it finds against the id asked for.
const propertyParams = z.object({
  propertyId: z.uuid({ error: 'Property not found' }).transform((id) => id.toLowerCase()),
});

/** The signed-in visitor's own shortlist and recently viewed listings, as listing cards, newest first. */
export const shortlistRoutes: FastifyPluginAsyncZod<{ db: Database; storage: ObjectStorage }> = async (
  app,
  { db, storage },
) => {
  // onRequest, so a signed-out caller hears 401 before anything about its request body.
  app.addHook('onRequest', app.requireUser);
  const userOf = (request: { session: { user: { id: string } } | null }) => request.session!.user.id;

  app.get(
    '/shortlist',
    {
      config: { cache: 'no-store' },
      schema: {
        tags: ['shortlist'],
        summary: 'The listings on my shortlist, newest first',
        response: { 200: listingCardListSchema },
      },
    },
    async (request) => ({ items: await readShortlist(db, storage, userOf(request)) }),
  );

  app.put(
    '/shortlist/:propertyId',
    {
      schema: {
        tags: ['shortlist'],
        summary: `Adds a listing to my shortlist (again is fine; 409 once it holds ${SHORTLIST_LIMITS.maxShortlisted})`,
        params: propertyParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await addToShortlist(db, userOf(request), request.params.propertyId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/shortlist/:propertyId',
    {
      schema: {
        tags: ['shortlist'],
        summary: 'Takes a listing off my shortlist (fine if it was not on it)',
        params: propertyParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeFromShortlist(db, userOf(request), request.params.propertyId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/shortlist/merge',
    {
      schema: {
        tags: ['shortlist'],
        summary:
          'Adds the listings shortlisted in this browser before sign-in (newest first) as far as room allows; answers the whole shortlist',
        body: z.object({ propertyIds: listingIdArray(SHORTLIST_LIMITS.maxShortlisted) }),
        response: { 200: listingCardListSchema },
      },
    },
    async (request) => {
      await mergeIntoShortlist(db, userOf(request), request.body.propertyIds);
      return { items: await readShortlist(db, storage, userOf(request)) };
    },
  );

  app.get(
    '/recently-viewed',
    {
      config: { cache: 'no-store' },
      schema: {
        tags: ['shortlist'],
        summary: `The last ${SHORTLIST_LIMITS.maxRecentlyViewed} listings I opened, newest first`,
        response: { 200: listingCardListSchema },
      },
    },
    async (request) => ({ items: await readRecentlyViewed(db, storage, userOf(request)) }),
  );

  app.post(
    '/recently-viewed/:propertyId',
    {
      schema: {
        tags: ['shortlist'],
        summary: 'Notes that I opened this listing just now',
        params: propertyParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await recordRecentlyViewed(db, userOf(request), request.params.propertyId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/recently-viewed/merge',
    {
      schema: {
        tags: ['shortlist'],
        summary:
          'Adds the listings opened in this browser before sign-in (newest first); answers the whole list',
        body: z.object({ propertyIds: listingIdArray(SHORTLIST_LIMITS.maxRecentlyViewed) }),
        response: { 200: listingCardListSchema },
      },
    },
    async (request) => {
      await mergeRecentlyViewed(db, userOf(request), request.body.propertyIds);
      return { items: await readRecentlyViewed(db, storage, userOf(request)) };
    },
  );

  app.delete(
    '/recently-viewed',
    {
      schema: {
        tags: ['shortlist'],
        summary: 'Clears my recently viewed listings',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await clearRecentlyViewed(db, userOf(request));
      return reply.status(204).send(null);
    },
  );
};
