import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '#server/db/schema';
import { errorBody } from '#server/testing/response-body';
import { buildTestApp, TEST_PUBLIC_URL } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { completeCallback, signIn, signInUntilCallback } from '#server/testing/sign-in';
import { inProcessFetch } from './in-process-fetch.js';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./dev-identity-provider.js', async (importOriginal) => {
  loads.count++;
  return importOriginal();
});

const GOOGLE = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' };
const PRODUCTION = { NODE_ENV: 'production', FORM_TOKEN_SECRET: 'a-production-secret-0123456789abcdef' };

describe('the embedded development identity provider', () => {
  // Builds two apps, each migrating a fresh embedded database: slow on a busy machine, not a speed check.
  it('is not loaded at all when it is not enabled', { timeout: 180_000 }, async () => {
    const t = await buildTestApp('PGlite', { env: { ...GOOGLE, DEV_IDP_ENABLED: 'false' } });
    try {
      expect(loads.count).toBe(0);
      const unknownPage = await t.app.inject({ method: 'GET', url: '/no-such-page' });
      for (const url of ['/oidc/.well-known/openid-configuration', '/dev-sign-in/abc']) {
        // Answered like any unknown page: nothing of the provider is mounted.
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(unknownPage.statusCode);
        expect(response.body, url).toBe(unknownPage.body);
      }
    } finally {
      await t.close();
    }
    const withDev = await buildTestApp('PGlite');
    await withDev.close();
    expect(loads.count).toBe(1);
  });

  it('limits requests to the provider and its account chooser per address, not the app’s own calls', async () => {
    const t = await buildTestApp('PGlite');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 125; i++) {
        const url = i % 2 ? '/oidc/.well-known/openid-configuration' : '/dev-sign-in/unknown-interaction';
        statuses.push((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.20' })).statusCode);
      }
      expect(statuses.slice(0, 120)).not.toContain(429);
      expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
      const limited = await t.app.inject({
        method: 'POST',
        url: '/oidc/token',
        remoteAddress: '203.0.113.20',
      });
      expect(limited.statusCode).toBe(429);
      expect(errorBody(limited).error).toMatchObject({ code: 'RATE_LIMITED', message: /too many requests/i });

      // The relying party reaches the provider in-process for every sign-in: that traffic is never limited.
      const fetchInProcess = inProcessFetch(t.app);
      for (let i = 0; i < 125; i++) {
        const response = await fetchInProcess(`${TEST_PUBLIC_URL}/oidc/.well-known/openid-configuration`, {
          method: 'GET',
          headers: {},
          body: null,
          redirect: 'manual',
        });
        expect(response.status).toBe(200);
      }
      // Someone else is not held up by one address's burst.
      expect((await signIn(t.app, 'visitor@example.com')).user.email).toBe('visitor@example.com');
    } finally {
      await t.close();
    }
  });
});

describe.each(TEST_DATABASE_KINDS)('the development sign-in in production on %s', (kind) => {
  it('never makes an admin session, whatever ADMIN_EMAILS and the account say', async () => {
    const t = await buildTestApp(kind, {
      env: { ...PRODUCTION, DEV_IDP_ENABLED: 'true', ADMIN_EMAILS: 'owner@househunt.in' },
    });
    try {
      // The bootstrap address typed into the chooser: refused, and no account made for it.
      const bootstrap = await completeCallback(t.app, await signInUntilCallback(t.app, 'owner@househunt.in'));
      expect(bootstrap.headers.location).toBe('/login?auth_error=adminRefused');
      expect(bootstrap.cookies.find((c) => c.name === 'hh_session')).toBeUndefined();
      expect(await t.db.select().from(users).where(eq(users.email, 'owner@househunt.in'))).toEqual([]);

      // An account that is admin already (made so by another admin) cannot be taken over through it either.
      const visitor = await signIn(t.app, 'ops@househunt.in');
      expect(visitor.user.role).toBe('user');
      await t.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'ops@househunt.in'));
      const admin = await completeCallback(t.app, await signInUntilCallback(t.app, 'ops@househunt.in'));
      expect(admin.headers.location).toBe('/login?auth_error=adminRefused');
      expect(admin.cookies.find((c) => c.name === 'hh_session')).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('makes the bootstrap admin only with the explicitly unsafe opt-in of a demo deployment', async () => {
    const t = await buildTestApp(kind, {
      env: {
        ...PRODUCTION,
        DEV_IDP_ENABLED: 'true',
        UNSAFE_DEV_IDP_ADMIN: 'true',
        ADMIN_EMAILS: 'admin@example.com',
      },
    });
    try {
      expect((await signIn(t.app, 'admin@example.com')).user.role).toBe('admin');
    } finally {
      await t.close();
    }
  });
});
