import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '#server/errors';
import type { ObjectStorage } from '#server/storage/storage';

/** Stored files by key. Keys never change once written, so caches may keep them for a year. */
export const mediaRoutes: FastifyPluginAsync<{ storage: ObjectStorage }> = async (app, { storage }) => {
  app.get('/media/*', { schema: { hide: true }, compress: false }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = await storage.get(key);
    if (!object) throw new NotFoundError('No such file');
    return reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
};
