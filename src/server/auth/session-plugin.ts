/**
 * Resolves the session cookie on every /api request, rejects cross-site writes (CSRF), and offers the
 * guards routes use: `app.requireUser` and `app.requireAdmin`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { AppError, ForbiddenError, UnauthorizedError } from '../errors.js';
import { resumeSession, SESSION_COOKIE, type ActiveSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
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
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      request.session = await resumeSession(db, token, config.session.ttlHours);
      if (!request.session) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
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
});
