import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertyInputSchema } from '../../../domain/property-schema.js';
import type { Database } from '../../db/client.js';
import type { ObjectStorage } from '../../storage/storage.js';
import type { AuditActor } from '../audit/audit-log.js';
import { adminListQuery, listListingsForAdmin } from './admin-list.js';
import { toListingResponse } from './listing-response.js';
import { createListing, deleteListing, findListing, setFeatured, updateListing } from './service.js';

const idParams = z.object({ id: z.uuid({ error: 'Property ID not found' }) });

/** Admin: the listings table and one listing at a time (photo uploads come with the rest of the listings work). */
export const propertyAdminRoutes: FastifyPluginAsyncZod<{ db: Database; storage: ObjectStorage }> = async (
  app,
  { db, storage },
) => {
  // onRequest, so a signed-out caller hears 401 before anything about its request body.
  app.addHook('onRequest', app.requireAdmin);
  const actorOf = (request: { session: { user: { id: string; email: string } } | null }): AuditActor => ({
    id: request.session!.user.id,
    email: request.session!.user.email,
  });

  app.get(
    '/properties',
    {
      schema: {
        tags: ['admin'],
        summary: 'All listings, searched, filtered, sorted and paged for the admin table',
        querystring: adminListQuery,
      },
    },
    async (request) => listListingsForAdmin(db, storage, request.query),
  );

  app.get(
    '/properties/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One listing with its photos, for the edit screen',
        params: idParams,
      },
    },
    async (request) => {
      const { listing, images } = await findListing(db, request.params.id);
      return { property: toListingResponse(listing, images, storage) };
    },
  );

  app.post(
    '/properties',
    { schema: { tags: ['admin'], summary: 'Creates a listing', body: propertyInputSchema } },
    async (request, reply) => {
      const listing = await createListing(db, request.body, actorOf(request));
      return reply.status(201).send({ property: toListingResponse(listing, [], storage) });
    },
  );

  app.put(
    '/properties/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Saves the whole form over the version the admin edited (409 if it moved on)',
        params: idParams,
        body: z.object({
          version: z.number({ error: 'The version you edited is required' }).int().min(1),
          property: propertyInputSchema,
        }),
      },
    },
    async (request) => {
      const listing = await updateListing(
        db,
        request.params.id,
        request.body.version,
        request.body.property,
        actorOf(request),
      );
      const { images } = await findListing(db, listing.id);
      return { property: toListingResponse(listing, images, storage) };
    },
  );

  app.patch(
    '/properties/:id/featured',
    {
      schema: {
        tags: ['admin'],
        summary: 'Marks or unmarks a listing as featured; changes nothing else',
        params: idParams,
        body: z.object({ isFeatured: z.boolean({ error: 'isFeatured must be true or false' }) }),
      },
    },
    async (request) => {
      const listing = await setFeatured(db, request.params.id, request.body.isFeatured, actorOf(request));
      return {
        isFeatured: listing.isFeatured,
        updatedAt: listing.updatedAt.toISOString(),
        version: listing.version,
      };
    },
  );

  app.delete(
    '/properties/:id',
    { schema: { tags: ['admin'], summary: 'Deletes a listing and then its photo files', params: idParams } },
    async (request, reply) => {
      await deleteListing(db, storage, request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
};
