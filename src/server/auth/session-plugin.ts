/**
 * Resolves the session cookie on every /api request, rejects cross-site writes (CSRF), and offers the
 * guards routes use: `app.requireUser`, `app.requireAdmin` (admins only) and `app.requireTeam` (admins and agents,
 * whose answers the route then limits to what is assigned to the agent: auth/team-scope.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { AppError, ForbiddenError, UnauthorizedError } from '#server/errors';
import { resumeSession, SESSION_COOKIE, type ActiveSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
  interface FastifyInstance {
    /** Guards for a route scope's onRequest hook: they run before the body is even validated. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    requireTeam: (request: FastifyRequest) => Promise<void>;
  }
}

export const CSRF_HEADER = 'x-csrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

class CsrfError extends AppError {
  constructor(message: string) {
    super(403, 'CSRF', message);
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function sessionCookieOptions(config: Config, expires?: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.session.secureCookie,
    ...(expires && { expires }),
  };
}

export const sessionPlugin = fp<{ db: Database; config: Config }>(async (app, { db, config }) => {
  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // The router's decoded path, not the raw URL: "/%61pi/..." is an /api request too.
    const path = request.routeOptions.url ?? decodeURI(request.url);
    if (!path.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const resumed = await resumeSession(db, token, config.session.ttlHours);
      request.session = resumed?.session ?? null;
      if (!resumed) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
      // Slides the browser's copy too, or the cookie would end the session on its first expiry date.
      else if (resumed.extendedTo)
        reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, resumed.extendedTo));
    }
    if (!UNSAFE_METHODS.has(request.method)) return;
    // A browser always names the page's origin on a cross-site write; it must be ours.
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin && origin !== ownOrigin && !allowedOrigins.has(origin)) {
      throw new CsrfError('This request came from another site and was refused');
    }
    if (request.session) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !sameToken(sent, request.session.csrfToken)) {
        throw new CsrfError('This request is missing its security token. Reload the page and try again.');
      }
    }
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.session) throw new UnauthorizedError();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.session) throw new UnauthorizedError();
    if (request.session.user.role !== 'admin') throw new ForbiddenError('This needs an admin account');
  });
  app.decorate('requireTeam', async (request: FastifyRequest) => {
    if (!request.session) throw new UnauthorizedError();
    const { role } = request.session.user;
    if (role !== 'admin' && role !== 'agent')
      throw new ForbiddenError('This needs an admin or agent account');
  });
});
