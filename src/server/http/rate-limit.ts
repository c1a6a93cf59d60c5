/**
 * The one store every rate limit counts in (sign-in, visitor forms, view counts, the development sign-in):
 * Redis when REDIS_URL is set, so that N server processes allow the limit and not N times it; this process's
 * memory otherwise, which suits a single process.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '#server/config';
import { TooManyRequestsError } from '#server/errors';

const common = {
  global: false,
  // Routes with a message of their own (the visitor forms) set their own builder.
  errorResponseBuilder: (_request: unknown, context: { after: string }) =>
    new TooManyRequestsError(`Too many requests. Please wait ${context.after} and try again.`),
};

export async function registerRateLimit(app: FastifyInstance, redisConfig: Config['redis']): Promise<void> {
  if (!redisConfig) {
    await app.register(rateLimit, common);
    return;
  }
  const redis = new Redis(redisConfig.url, {
    lazyConnect: true,
    // While Redis is away a request must not wait for it: the command fails at once and the request goes on.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  let reachable = true;
  const last: { error?: Error } = {};
  redis.on('error', (err: Error) => {
    last.error = err;
    if (reachable)
      app.log.warn({ err }, 'Redis is unreachable: rate limits are not counted until it is back');
    reachable = false;
  });
  redis.on('ready', () => {
    if (!reachable) app.log.info('Redis is back: rate limits are counted again');
    reachable = true;
  });
  // A wrong REDIS_URL is found at start, not by the first visitor.
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    // ioredis rejects with "Connection is closed."; the error event before it says why.
    const reason = (last.error ?? (error as Error)).message;
    throw new Error(`Redis at REDIS_URL is not reachable: ${reason}`, { cause: error });
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await app.register(rateLimit, {
    ...common,
    redis,
    nameSpace: `${redisConfig.keyPrefix}rate-limit:`,
    // An outage of Redis lets requests through uncounted rather than turning the whole site away.
    skipOnError: true,
  });
}
