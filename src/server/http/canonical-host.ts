/**
 * Sends pages and the start of a sign-in that arrive on another host name (127.0.0.1 for localhost, www for
 * the bare domain) to the same address on PUBLIC_URL, so cookies, sign-in and links all live on one origin.
 * See docs/decisions/001-one-canonical-host.md.
 */
import type { FastifyInstance } from 'fastify';
import type { CachePolicy } from './cache-policy.js';

// A redirect a browser keeps for an hour: long enough to spare the round trip, short enough that a changed
// PUBLIC_URL is soon followed.
const REDIRECT_CACHE: CachePolicy = { maxAgeSeconds: 3600 };

/** The decoded path: "/%61pi/health" is an /api request as far as the router is concerned. */
function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Pages, and the start of a sign-in (whose state cookie must be set where the provider sends the browser
 * back). Health checks, metrics, the rest of the API and media answer on any host: load balancers and
 * Prometheus reach each process by its address, and API clients and image tags should not pay for a redirect.
 */
function belongsOnCanonicalHost(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path.startsWith('/api/auth/login/')) return true;
  return !/^\/(api|media|metrics)(\/|$)/.test(path);
}

/** Host and port as a URL has them: lower case, without the scheme's default port; null when malformed. */
function normalisedHost(host: string, protocol: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

export function registerCanonicalHost(app: FastifyInstance, publicUrl: string): void {
  const canonical = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (!belongsOnCanonicalHost(request.method, pathOf(request.url))) return;
    // request.host honours X-Forwarded-Host only with TRUST_PROXY. The scheme is left alone: behind a proxy
    // that ends TLS and is not trusted, every request looks like http and would be redirected forever.
    if (normalisedHost(request.host, canonical.protocol) === canonical.host) return;
    reply.cachePolicy = REDIRECT_CACHE;
    return reply.redirect(`${publicUrl}${request.url}`, 308);
  });
}
