import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '#server/errors';
import type { ObjectStorage } from '#server/storage/storage';
import { IMMUTABLE } from './cache-policy.js';

/** Stored files by key. Keys never change once written, so caches may keep them for a year. */
export const mediaRoutes: FastifyPluginAsync<{ storage: ObjectStorage }> = async (app, { storage }) => {
  const options = { schema: { hide: true }, compress: false as const, config: { cache: IMMUTABLE } };
  app.get('/media/*', options, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = await storage.get(key);
    if (!object) throw new NotFoundError('No such file');
    return reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
};
