/**
 * How long an answer may be kept, and by whom, in one place: a route declares it (`config: { cache }`), and one
 * onSend hook writes the Cache-Control header from it. Answers outside Fastify's routes (static files, the
 * internal metrics listener, photos in the bucket) build the same header with `cacheControl`.
 */
import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type CachePolicy =
  /** Kept by no one: personal, live or one-time answers. */
  | 'no-store'
  /** Kept by no one, and meant for this browser alone: every answer that sets a cookie. */
  | 'private-no-store'
  /** Kept, but checked with the server before each use. */
  | 'no-cache'
  /** Kept by this browser alone, and checked before each use: a shared answer asked for by someone signed in. */
  | 'private-no-cache'
  | SharedAnswerPolicy
  /**
   * Kept by browsers and shared caches for `maxAgeSeconds`: `immutable` where the address changes with the
   * content, `mustRevalidate` where a stale copy must never be used.
   */
  | { maxAgeSeconds: number; immutable?: true; mustRevalidate?: true };

/**
 * An answer that is the same for every visitor (the home page, a search, a locality's figures): a proxy or
 * CDN in front keeps it `sharedMaxAgeSeconds` and may hand out its copy up to `staleWhileRevalidateSeconds` longer
 * while it fetches a new one; browsers keep it `maxAgeSeconds`. It carries a strong ETag, so a copy past its time
 * is checked with a 304 rather than sent again. Asked for with a session it is the browser's alone
 * ('private-no-cache'): nothing in it is personal, but a signed-in page never waits on a shared copy.
 */
export type SharedAnswerPolicy = {
  /** Without it, browsers keep the answer but check it with the server (its ETag) before each use. */
  maxAgeSeconds?: number;
  sharedMaxAgeSeconds: number;
  /** Without it, no cache hands out a copy past its time (nginx still does while one request fetches the new). */
  staleWhileRevalidateSeconds?: number;
};

/**
 * The public answers' policy: a listing's change reaches everyone within a minute (or, for the first visitor after
 * that minute, with the one answer handed out while nginx fetches the new one; README, "Caching proxy").
 */
export const SHARED_ANSWER: SharedAnswerPolicy = {
  // Browsers keep it a minute too. With max-age=0, Chromium answered the page's fetch of a preloaded answer
  // (route-preloads.ts) by asking again beside the preload, and that request never finished (the network never
  // went idle on the property and locality pages); the home page, kept a minute, never did.
  maxAgeSeconds: 60,
  sharedMaxAgeSeconds: 60,
  staleWhileRevalidateSeconds: 60,
};

/**
 * A listing's own answer: its page must show a change of state (under offer, sold, a new price) at once to the
 * browser that saw it before, so browsers check it each time and never take a stale copy; a proxy keeps it a minute
 * like the other public answers. Browsers would honour stale-while-revalidate too, so it is left out; nginx hands
 * out its copy while one request refreshes it all the same (proxy_cache_use_stale updating).
 */
export const LISTING_ANSWER: SharedAnswerPolicy = { sharedMaxAgeSeconds: 60 };

const isSharedAnswer = (policy: CachePolicy): policy is SharedAnswerPolicy =>
  typeof policy === 'object' && 'sharedMaxAgeSeconds' in policy;

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
    /** The digest of a shared answer's body before compression, from which its ETag is spelled once encoded. */
    bodyDigest: string | null;
  }
}

export function cacheControl(policy: CachePolicy): string {
  if (policy === 'private-no-store') return 'private, no-store';
  if (policy === 'private-no-cache') return 'private, no-cache';
  if (typeof policy === 'string') return policy;
  if (isSharedAnswer(policy)) {
    // Not `public` without a max-age: it would let browsers guess a lifetime of their own (RFC 9111, 4.2.2).
    return [
      ...(policy.maxAgeSeconds === undefined ? [] : ['public', `max-age=${policy.maxAgeSeconds}`]),
      `s-maxage=${policy.sharedMaxAgeSeconds}`,
      ...(policy.staleWhileRevalidateSeconds === undefined
        ? []
        : [`stale-while-revalidate=${policy.staleWhileRevalidateSeconds}`]),
    ].join(', ');
  }
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
 *
 * A shared answer also gets its ETag here, and a request that holds it a 304. The digest is of the body before
 * compression (@fastify/compress's hook is the route's own, so it runs after this one); the tag names the
 * content coding too, so the Brotli, gzip and plain answers each have their own strong tag, as RFC 9110 asks, and
 * a tag comes back as it was sent. Registered after the compression plugin, so the tag is spelled once encoded.
 */
export function registerCachePolicy(
  app: FastifyInstance,
  { sessionCookie }: { sessionCookie: string },
): void {
  app.decorateReply('cachePolicy', null);
  app.decorateReply('bodyDigest', null);
  app.addHook('onSend', async (request, reply, payload) => {
    let policy: CachePolicy | undefined = reply.hasHeader('set-cookie')
      ? 'private-no-store'
      : (reply.cachePolicy ?? request.routeOptions.config.cache);
    if (policy && isSharedAnswer(policy) && request.cookies?.[sessionCookie]) policy = 'private-no-cache';
    if (policy && (typeof policy === 'string' || reply.statusCode < 400)) {
      reply.header('cache-control', cacheControl(policy));
    }
    const shared = policy && (isSharedAnswer(policy) || policy === 'private-no-cache');
    if (!shared || reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
      return payload;
    }
    const digest = hash('sha256', payload, 'base64url').slice(0, 32);
    const held = heldTag(request, digest);
    if (held) {
      // A 304 carries the Vary its 200 would have (RFC 9110, 15.4.5), so a cache updating its copy keeps it.
      varyOnCoding(reply.code(304).header('etag', held).removeHeader('content-length'));
      return null;
    }
    reply.bodyDigest = digest;
    return payload;
  });
  app.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), tagEncodedAnswer];
  });
}

/**
 * After compression: the ETag of the body as sent, its digest and content coding. Vary too, which the compression
 * plugin writes only when it compresses: a plain answer to a client that takes no Brotli must not be handed by a
 * proxy to the browsers that do.
 */
async function tagEncodedAnswer(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.bodyDigest) {
    const coding = reply.getHeader('content-encoding');
    reply.header('etag', `"${reply.bodyDigest}${typeof coding === 'string' ? `-${coding}` : ''}"`);
    varyOnCoding(reply);
  }
  return payload;
}

function varyOnCoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/** The tag of If-None-Match that names this body (in whichever coding the asker holds it), if one does. */
function heldTag(request: FastifyRequest, digest: string): string | null {
  const header = request.headers['if-none-match'];
  if (!header) return null;
  for (const tag of header.split(',')) {
    const trimmed = tag.trim();
    if (trimmed === '*') return `"${digest}"`;
    // A weak comparison, as If-None-Match takes (RFC 9110 13.1.2): W/ is ignored.
    const opaque = /^(?:W\/)?"([^"]*)"$/.exec(trimmed)?.[1];
    if (opaque !== undefined && opaque.replace(/-(?:br|gzip)$/, '') === digest) return trimmed;
  }
  return null;
}

/** Gives every route of the plugin it is called in `policy`, unless the route declares its own. */
export function cacheEveryRoute(app: FastifyInstance, policy: CachePolicy): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, cache: route.config?.cache ?? policy };
  });
}
