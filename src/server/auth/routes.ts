/** Sign-in through an identity provider (popup or full page), the session user, and sign-out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityProvidersSchema } from '#domain/identity-providers';
import { safeReturnTo } from '#domain/return-to';
import type { SignInErrorCode } from '#domain/sign-in-errors';
import { sessionSchema } from '#domain/user-profile';
import type { Config, IdentityProviderConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { NotFoundError } from '#server/errors';
import { AdminSignInRefusedError, toProfile } from './user-record.js';
import { POPUP_SCRIPT } from './popup-result.js';
import type { RelyingParty } from './relying-party.js';
import { sessionCookieOptions } from './session-plugin.js';
import { SESSION_COOKIE } from './sessions.js';
import { finishWithError, finishWithSuccess, modeOfState } from './sign-in-replies.js';
import {
  completeSignIn,
  recordFailedSignIn,
  savePendingSignIn,
  SIGN_IN_WINDOW_SECONDS,
  signOut,
  takePendingSignIn,
} from './sign-in-service.js';

const STATE_COOKIE = 'hh_auth_state';
// Generous for people (a sign-in takes two of these), tight for a script hammering the provider.
const SIGN_IN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
/** The start of a sign-in and its return: each answer is for one browser at one moment, never kept. */
const SIGN_IN_STEP = { rateLimit: SIGN_IN_RATE_LIMIT, cache: 'no-store' } as const;

/** A sign-in step answers a redirect, or in popup mode a page that tells the opening window how it went. */
const signInStepAnswers = {
  200: {
    description: 'Popup mode: a page that reports to the opening window and closes',
    content: { 'text/html': { schema: z.string() } },
  },
  302: z.null().describe('Redirect: the Location header names the next step'),
};

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
      config: SIGN_IN_STEP,
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
      await savePendingSignIn(db, {
        state: start.state,
        provider: provider.id,
        codeVerifier: start.codeVerifier,
        nonce: start.nonce,
        returnTo,
        mode,
      });
      reply.setCookie(STATE_COOKIE, start.state, { ...stateCookie, maxAge: SIGN_IN_WINDOW_SECONDS });
      return reply.redirect(start.url.href, 302);
    },
  );

  app.get(
    '/auth/callback/:provider',
    {
      config: SIGN_IN_STEP,
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

      const pending =
        state && cookieState === state ? await takePendingSignIn(db, state, provider.id) : undefined;
      const mode = pending?.mode ?? modeOfState(state);
      const fail = async (reason: string, code: SignInErrorCode) => {
        request.log.warn({ provider: provider.id, reason }, 'sign-in failed');
        await recordFailedSignIn(db, provider.id, reason);
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

      try {
        const { session } = await completeSignIn(db, config, {
          providerId: provider.id,
          identity,
          previousSessionToken: request.cookies[SESSION_COOKIE],
          userAgent: request.headers['user-agent'],
        });
        reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(config, session.expiresAt));
      } catch (error) {
        if (error instanceof AdminSignInRefusedError)
          return fail('admin-through-dev-sign-in', 'adminRefused');
        // Whatever went wrong, a popup still reports back instead of leaving its opener waiting.
        request.log.error({ err: error }, 'could not complete a verified sign-in');
        return fail('internal', 'unavailable');
      }
      return finishWithSuccess(reply, pending.mode, pending.returnTo);
    },
  );

  app.get(
    '/auth/popup.js',
    { schema: { hide: true }, config: { cache: { maxAgeSeconds: 300 } } },
    async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(POPUP_SCRIPT),
  );

  app.get(
    '/me',
    {
      config: { cache: 'no-store' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (account merged with profile) and the token writes must carry',
        response: { 200: sessionSchema },
      },
    },
    async (request) => {
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
        const { id, email } = request.session.user;
        await signOut(db, request.cookies[SESSION_COOKIE]!, { id, email });
      }
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
      return reply.status(204).send(null);
    },
  );
};
