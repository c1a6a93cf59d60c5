/**
 * GET/HEAD /api/map/basemap.pmtiles: the operator's Protomaps archive (MAP_PMTILES), served from this origin
 * with HTTP range requests, so browsers draw street maps without asking anyone else. 404 when none is set.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import { NotFoundError } from '#server/errors';
import { requestedRange } from './archive/byte-range.js';
import type { PmtilesArchive } from './archive/pmtiles-archive.js';

const archiveBytes = z.string().describe('Bytes of a PMTiles v3 archive');

export const mapRoutes: FastifyPluginAsyncZod<{ archive: PmtilesArchive | null }> = async (
  app,
  { archive },
) => {
  app.get(
    '/map/basemap.pmtiles',
    {
      schema: {
        tags: ['site'],
        summary: 'The street map archive (PMTiles), read with Range requests; 404 when none is configured',
        response: {
          200: {
            description: 'The whole archive',
            content: { 'application/vnd.pmtiles': { schema: archiveBytes } },
          },
          206: {
            description: 'The range asked for',
            content: { 'application/vnd.pmtiles': { schema: archiveBytes } },
          },
          404: {
            description: 'No street map is configured (NOT_FOUND)',
            content: { 'application/json': { schema: apiErrorSchema } },
          },
        },
      },
    },
    async (request, typedReply) => {
      // Bytes and bodiless answers (304, 416), which the typed reply's JSON-minded send does not describe.
      const reply = typedReply as unknown as FastifyReply;
      if (!archive) throw new NotFoundError('No street map is configured');
      const { size, etag, modified } = await archive.facts();
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('content-type', 'application/vnd.pmtiles')
        // A new archive gets a new ETag; a day's caching spares the server the same ranges.
        .header('cache-control', 'public, max-age=86400');
      if (modified) reply.header('last-modified', modified.toUTCString());
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const ifRange = request.headers['if-range'];
      const range = ifRange && ifRange !== etag ? null : requestedRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      }
      const { start, end } = range ?? { start: 0, end: size - 1 };
      reply.header('content-length', String(end - start + 1));
      if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
      // Fastify answers HEAD through this handler; an empty stream keeps the length set above (an empty body
      // would set it to 0).
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      if (size === 0) return reply.send(Buffer.alloc(0));
      return reply.send(await archive.read(start, end));
    },
  );
};
