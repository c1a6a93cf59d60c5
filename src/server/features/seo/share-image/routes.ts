/**
 * GET /media/share/{listingId}/{fingerprint}.jpg: a live listing's share preview (Open Graph image), and
 * /media/share/site/{fingerprint}.jpg: the site's own, for the home and locality pages.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { NotFoundError } from '#server/errors';
import { IMMUTABLE } from '#server/http/cache-policy';
import { findPublicListingPage, ListingGoneError } from '#server/listings/listing-page';
import {
  shareImageLocale,
  shareImagePath,
  storedShareImage,
  storedSiteShareImage,
} from '#server/listings/share-image';
import type { ObjectStorage } from '#server/storage/storage';

const params = z.object({
  listingId: z.uuid({ error: 'listingId must be a listing id' }),
  file: z.string().regex(/^[0-9a-f]{16}\.jpg$/, { error: 'file must be a share preview name' }),
});

const sendJpeg = (reply: FastifyReply, image: Buffer) =>
  reply
    .header('content-type', 'image/jpeg')
    .header('content-length', image.length)
    .header('x-content-type-options', 'nosniff')
    .send(image);

export const shareImageRoutes: FastifyPluginAsyncZod<{ db: Database; storage: ObjectStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/media/share/site/:file',
    {
      schema: { hide: true, params: params.pick({ file: true }) },
      compress: false,
      config: { cache: IMMUTABLE },
    },
    async (request, reply) => {
      const image = await storedSiteShareImage(request.params.file, storage);
      if (!image) throw new NotFoundError('No such share preview');
      return sendJpeg(reply, image);
    },
  );

  app.get(
    '/media/share/:listingId/:file',
    // The address changes with what the picture shows, so it is kept for a year like any stored photo.
    { schema: { hide: true, params }, compress: false, config: { cache: IMMUTABLE } },
    async (request, reply) => {
      const { listingId, file } = request.params;
      // A draft, an archived or a long-gone listing has no preview: only what its public page shows is shared.
      const { listing, images } = await findPublicListingPage(db, listingId).catch((error: unknown) => {
        if (error instanceof NotFoundError || error instanceof ListingGoneError) {
          throw new NotFoundError('No such share preview');
        }
        throw error;
      });
      const cover = images[0];
      // The English or the Hindi picture of the listing as it now is (the Hindi pages' og:image is the Hindi one).
      const locale = shareImageLocale(listing, cover, file);
      if (!locale) {
        // An older picture of this listing, shared before a change: the current one, never the old price.
        reply.cachePolicy = { maxAgeSeconds: 300 };
        return reply.redirect(shareImagePath(listing, cover), 302);
      }
      const image = await storedShareImage(listing, cover, storage, locale);
      return sendJpeg(reply, image);
    },
  );
};
