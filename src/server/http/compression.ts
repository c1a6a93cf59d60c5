/**
 * Brotli or gzip for JSON and HTML answers of 1 kB or more, as the browser accepts. Static files are left as
 * they are sent: the build's .br and .gz copies already carry Content-Encoding, and photos under /media are
 * compressed images that would only grow (their route opts out).
 */
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // No zstd: Node 20 has none, and every browser that takes zstd takes Brotli too.
    encodings: ['br', 'gzip'],
    // Quality 4 of 11: close to gzip's speed for a better ratio on every request; the build's copies use 11.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies are small forms and photo uploads; inflating them would only let a small request grow
    // past the body limit's intent.
    globalDecompression: false,
  });
}
