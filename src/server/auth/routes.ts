/** Sign-in through an identity provider (popup or full page), the session user, and sign-out. */
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityProvidersSchema } from '../../domain/identity-providers.js';
import { safeReturnTo } from '../../domain/return-to.js';
import { SIGN_IN_ERROR_MESSAGES, type SignInErrorCode } from '../../domain/sign-in-errors.js';
import { sessionSchema } from '../../domain/user-profile.js';
import type { Config, IdentityProviderConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { authRequests } from '../db/schema.js';
import { NotFoundError } from '../errors.js';
import { SYSTEM_ACTOR, writeAudit, type AuditActor } from '../features/audit/audit-log.js';
import { AdminSignInRefusedError, recordSignIn, toProfile } from '../features/users/service.js';
import { nameFromEmail } from './demo-accounts.js';
import { renderPopupResult, POPUP_SCRIPT } from './popup-result.js';
import type { RelyingParty } from './relying-party.js';
import { sessionCookieOptions } from './session-plugin.js';
import { createSession, destroySession, SESSION_COOKIE } from './sessions.js';

const STATE_COOKIE = 'hh_auth_state';
const SIGN_IN_WINDOW_MS = 10 * 60_000;
// Generous for people (a sign-in takes two of these), tight for a script hammering the provider.
const SIGN_IN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

type SignInMode = 'popup' | 'redirect';

/** A sign-in step answers a redirect, or in popup mode a page that tells the opening window how it went. */
const signInStepAnswers = {
  200: {
    description: 'Popup mode: a page that reports to the opening window and closes',
    content: { 'text/html': { schema: z.string() } },
  },
  302: z.null().describe('Redirect: the Location header names the next step'),
};

// Every state starts with its sign-in's mode, so a popup whose sign-in cannot be found still answers as
// a popup (to the window that opened it) instead of showing the site inside itself.
const modeOfState = (state: string | undefined): SignInMode =>
  state?.startsWith('popup.') ? 'popup' : 'redirect';

function withQuery(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

type AuthRouteOptions = { db: Database; config: Config; relyingParty: RelyingParty };

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { db, config, relyingParty },
) => {
  const stateCookie = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.session.secureCookie,
  };

  const providerOr404 = (id: string): IdentityProviderConfig => {
    const provider = relyingParty.provider(id);
    if (!provider) throw new NotFoundError(`There is no sign-in provider "${id}"`);
    return provider;
  };

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The identity providers a visitor can sign in with',
        response: { 200: identityProvidersSchema },
      },
    },
    async () => ({ providers: config.identityProviders.map(({ id, name }) => ({ id, name })) }),
  );

  app.get(
    '/auth/login/:provider',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Starts a sign-in: redirects the browser (a popup or the page) to the identity provider',
        params: z.object({ provider: z.string().max(20) }),
        querystring: z.object({
          mode: z.enum(['popup', 'redirect']).default('redirect'),
          returnTo: z.string().max(500).optional(),
        }),
        response: signInStepAnswers,
      },
    },
    async (request, reply) => {
      const provider = providerOr404(request.params.provider);
      const { mode } = request.query;
      const returnTo = safeReturnTo(request.query.returnTo) ?? '/';
      let start;
      try {
        start = await relyingParty.start(provider, mode);
      } catch (error) {
        request.log.error({ err: error, provider: provider.id }, 'identity provider unreachable');
        return finishWithError(reply, mode, 'unreachable');
      }
      await db.insert(authRequests).values({
        state: start.state,
        provider: provider.id,
        codeVerifier: start.codeVerifier,
        nonce: start.nonce,
        returnTo,
        mode,
        expiresAt: new Date(Date.now() + SIGN_IN_WINDOW_MS),
      });
      reply.setCookie(STATE_COOKIE, start.state, { ...stateCookie, maxAge: SIGN_IN_WINDOW_MS / 1000 });
      return reply.header('cache-control', 'no-store').redirect(start.url.href, 302);
    },
  );

  app.get(
    '/auth/callback/:provider',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Where the identity provider sends the browser back; completes the sign-in',
        params: z.object({ provider: z.string().max(20) }),
        querystring: z.looseObject({
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
        response: signInStepAnswers,
      },
    },
    async (request, reply) => {
      const provider = providerOr404(request.params.provider);
      const { state, error: providerError } = request.query;
      const cookieState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, stateCookie);

      // Taking the row out is what makes a callback single-use: a replayed one finds nothing.
      const [pending] =
        state && cookieState === state
          ? await db
              .delete(authRequests)
              .where(
                and(
                  eq(authRequests.state, state),
                  eq(authRequests.provider, provider.id),
                  gt(authRequests.expiresAt, new Date()),
                ),
              )
              .returning()
          : [];
      const mode = pending?.mode ?? modeOfState(state);
      const fail = async (reason: string, code: SignInErrorCode) => {
        request.log.warn({ provider: provider.id, reason }, 'sign-in failed');
        await writeAudit(db, {
          actor: SYSTEM_ACTOR,
          action: 'auth.sign-in-failed',
          entityType: 'auth',
          details: { provider: provider.id, reason },
        });
        return finishWithError(reply, mode, code);
      };

      if (!pending) return fail('unknown-state', 'expired');
      if (providerError) {
        return fail(`provider:${providerError}`, providerError === 'access_denied' ? 'cancelled' : 'refused');
      }

      let identity;
      try {
        identity = await relyingParty.finish(provider, new URL(request.url, config.publicUrl), pending);
      } catch (error) {
        return fail(`verification:${(error as Error).message}`, 'unverified');
      }

      let user;
      try {
        ({ user } = await recordSignIn(
          db,
          {
            email: identity.email,
            name: identity.name ?? nameFromEmail(identity.email),
            photoUrl: identity.picture,
          },
          config.adminEmails,
          // Anyone can type any address into the development sign-in: only where it is a convenience may it
          // make an admin session.
          { admitsAdmin: provider.id !== 'dev' || config.devIdentityProvider?.grantsAdmin === true },
        ));
        // A new session id at every sign-in: an id planted before sign-in is worth nothing after it.
        const previous = request.cookies[SESSION_COOKIE];
        if (previous) await destroySession(db, previous);
        const session = await createSession(
          db,
          user.id,
          config.session.ttlHours,
          request.headers['user-agent'],
        );
        reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(config, session.expiresAt));
      } catch (error) {
        if (error instanceof AdminSignInRefusedError)
          return fail('admin-through-dev-sign-in', 'adminRefused');
        // Whatever went wrong, a popup still reports back instead of leaving its opener waiting.
        request.log.error({ err: error }, 'could not complete a verified sign-in');
        return fail('internal', 'unavailable');
      }
      await writeAudit(db, {
        actor: { id: user.id, email: user.email },
        action: 'auth.signed-in',
        entityType: 'user',
        entityId: user.id,
        details: { provider: provider.id },
      });

      if (pending.mode === 'popup')
        return sendPopupResult(reply, { status: 'success', returnTo: pending.returnTo });
      return reply.redirect(withQuery(pending.returnTo, 'auth', 'success'), 302);
    },
  );

  app.get('/auth/popup.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(POPUP_SCRIPT),
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (account merged with profile) and the token writes must carry',
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = request.session;
      return { user: session ? toProfile(session.user) : null, csrfToken: session?.csrfToken ?? null };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Signs out: ends the session', response: { 204: z.null() } } },
    async (request, reply) => {
      // Only a session this request proved it may act for (CSRF-checked); a bare cookie ends nothing.
      if (request.session) {
        await destroySession(db, request.cookies[SESSION_COOKIE]!);
        const actor: AuditActor = { id: request.session.user.id, email: request.session.user.email };
        await writeAudit(db, { actor, action: 'auth.signed-out', entityType: 'user', entityId: actor.id });
      }
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
      return reply.status(204).send(null);
    },
  );
};

function finishWithError(reply: FastifyReply, mode: SignInMode, code: SignInErrorCode) {
  if (mode === 'popup')
    return sendPopupResult(reply, { status: 'error', message: SIGN_IN_ERROR_MESSAGES[code] });
  return reply.redirect(withQuery('/login', 'auth_error', code), 302);
}

function sendPopupResult(
  reply: FastifyReply,
  result: { status: 'success'; returnTo: string } | { status: 'error'; message: string },
) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderPopupResult(result));
}
