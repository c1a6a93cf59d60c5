/**
 * How long an answer may be kept, and by whom, in one place: a route declares it (`config: { cache }`), and one
 * onSend hook writes the Cache-Control header from it. Answers outside Fastify's routes (static files, the
 * internal metrics listener, photos in the bucket) build the same header with `cacheControl`.
 */
import type { FastifyInstance } from 'fastify';

export type CachePolicy =
  /** Kept by no one: personal, live or one-time answers. */
  | 'no-store'
  /** Kept by no one, and meant for this browser alone: every answer that sets a cookie. */
  | 'private-no-store'
  /** Kept, but checked with the server before each use. */
  | 'no-cache'
  /**
   * Kept by browsers and shared caches for `maxAgeSeconds`: `immutable` where the address changes with the
   * content, `mustRevalidate` where a stale copy must never be used.
   */
  | { maxAgeSeconds: number; immutable?: true; mustRevalidate?: true };

/** For addresses whose content never changes (hashed assets, stored photos): a year. */
export const IMMUTABLE: CachePolicy = { maxAgeSeconds: 31_536_000, immutable: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How long this route's answers may be kept; without it, no Cache-Control is sent. */
    cache?: CachePolicy;
  }
  interface FastifyReply {
    /** This answer's policy where it is not its route's (a redirect from a hook, the page for an unknown path). */
    cachePolicy: CachePolicy | null;
  }
}

export function cacheControl(policy: CachePolicy): string {
  if (policy === 'private-no-store') return 'private, no-store';
  if (typeof policy === 'string') return policy;
  return [
    'public',
    `max-age=${policy.maxAgeSeconds}`,
    ...(policy.immutable ? ['immutable'] : []),
    ...(policy.mustRevalidate ? ['must-revalidate'] : []),
  ].join(', ');
}

/**
 * The one writer of Cache-Control on the app's answers. Registered after @fastify/cookie, whose own onSend hook
 * writes Set-Cookie: an answer that sets a cookie (a slid session on a public page) must never be handed on by a
 * CDN, whatever its route says. A route's lifetime is for its successful answers: an error is never kept for a
 * minute or a year, but "keep nothing" holds for every answer.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.decorateReply('cachePolicy', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const policy: CachePolicy | undefined = reply.hasHeader('set-cookie')
      ? 'private-no-store'
      : (reply.cachePolicy ?? request.routeOptions.config.cache);
    if (policy && (typeof policy === 'string' || reply.statusCode < 400)) {
      reply.header('cache-control', cacheControl(policy));
    }
    return payload;
  });
}

/** Gives every route of the plugin it is called in `policy`, unless the route declares its own. */
export function cacheEveryRoute(app: FastifyInstance, policy: CachePolicy): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, cache: route.config?.cache ?? policy };
  });
}
