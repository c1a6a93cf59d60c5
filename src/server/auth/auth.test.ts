import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityProvidersSchema } from '#domain/identity-providers';
import { sessionSchema } from '#domain/user-profile';
import { auditLog, authRequests, sessions, users } from '#server/db/schema';
import { errorBody, responseBody } from '#server/testing/response-body';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import {
  completeCallback,
  CookieJar,
  signIn,
  signInUntilCallback,
  writeHeaders,
} from '#server/testing/sign-in';

describe.each(TEST_DATABASE_KINDS)('sign-in and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  const me = (jar: CookieJar) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: jar.header() } });

  it('lists the embedded development provider when no other is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(responseBody(response, identityProvidersSchema)).toEqual({
      providers: [{ id: 'dev', name: 'HouseHunt Dev Sign-in' }],
    });
  });

  it('shows the account chooser with the demo accounts and an Email input', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/auth/login/dev?mode=popup' });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toMatch(/\/oidc\/auth\?.*code_challenge_method=S256/);
    expect(login.headers.location).toMatch(/[?&]nonce=/);
    expect(login.headers.location).toMatch(/[?&]state=/);
  });

  it('signs in a first-time visitor as a user, then only updates lastLogin on the next sign-in', async () => {
    const first = await signIn(t.app, 'priya.sharma@example.com');
    expect(first.user).toMatchObject({
      email: 'priya.sharma@example.com',
      name: 'Priya Sharma',
      role: 'user',
    });
    expect(first.user.createdAt).toBe(first.user.lastLogin);
    await new Promise((r) => setTimeout(r, 20));
    const second = await signIn(t.app, 'Priya.Sharma@example.com');
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.createdAt).toBe(first.user.createdAt);
    expect(new Date(second.user.lastLogin).getTime()).toBeGreaterThan(
      new Date(first.user.lastLogin).getTime(),
    );
  });

  it('makes the bootstrap address an admin at sign-in and writes the sign-in to the audit log', async () => {
    const admin = await signIn(t.app, 'admin@example.com');
    expect(admin.user.role).toBe('admin');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['user.created', 'auth.signed-in']));
  });

  it('sets an HttpOnly, SameSite=Lax session cookie holding an opaque id, not the stored one', async () => {
    const progress = await signInUntilCallback(t.app, 'visitor@example.com');
    const callback = await completeCallback(t.app, progress);
    const cookie = callback.cookies.find((c) => c.name === 'hh_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    const stored = await t.db.select({ idHash: sessions.idHash }).from(sessions);
    expect(stored.map((s) => s.idHash)).not.toContain(cookie.value);
  });

  it('finishes a popup sign-in with a page that hands the result to its opener', async () => {
    const progress = await signInUntilCallback(t.app, 'visitor@example.com', {
      mode: 'popup',
      returnTo: '/properties',
    });
    const callback = await completeCallback(t.app, progress);
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('data-status="success"');
    expect(callback.body).toContain('data-return-to="/properties"');
    expect(callback.body).toContain('<script src="/api/auth/popup.js"');
    expect(callback.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    const script = await t.app.inject({ method: 'GET', url: '/api/auth/popup.js' });
    expect(script.body).toContain('window.opener.postMessage(result, window.location.origin)');
  });

  it('gives a new session id at every sign-in and ends the old one', async () => {
    const first = await signIn(t.app, 'visitor@example.com');
    const oldToken = first.jar.get('hh_session')!;
    const progress = await signInUntilCallback(t.app, 'visitor@example.com', { jar: first.jar });
    await completeCallback(t.app, progress);
    expect(first.jar.get('hh_session')).not.toBe(oldToken);
    const stale = new CookieJar();
    stale.set('hh_session', oldToken);
    expect(responseBody(await me(stale), sessionSchema).user).toBeNull();
  });

  it('rejects a tampered state', async () => {
    const progress = await signInUntilCallback(t.app, 'visitor@example.com');
    const tampered = progress.callbackUrl.replace(/state=[^&]+/, 'state=forged-state-value');
    const response = await completeCallback(t.app, progress, tampered);
    expect(response.headers.location).toMatch(/^\/login\?auth_error=/);
    expect(progress.jar.get('hh_session')).toBeUndefined();
  });

  it('rejects a callback whose state is not the one this browser started (login CSRF)', async () => {
    const progress = await signInUntilCallback(t.app, 'visitor@example.com');
    const otherBrowser = new CookieJar();
    const response = await completeCallback(t.app, { jar: otherBrowser, callbackUrl: progress.callbackUrl });
    expect(response.headers.location).toMatch(/^\/login\?auth_error=/);
    expect(otherBrowser.get('hh_session')).toBeUndefined();
  });

  it('rejects a reused code', async () => {
    const progress = await signInUntilCallback(t.app, 'visitor@example.com');
    const stateCookie = progress.jar.get('hh_auth_state')!;
    expect((await completeCallback(t.app, progress)).headers.location).toContain('auth=success');
    const replay = new CookieJar();
    replay.set('hh_auth_state', stateCookie);
    const again = await completeCallback(t.app, { jar: replay, callbackUrl: progress.callbackUrl });
    expect(again.headers.location).toMatch(/^\/login\?auth_error=/);
    expect(replay.get('hh_session')).toBeUndefined();
  });

  it('rejects an ID token with the wrong nonce', async () => {
    const progress = await signInUntilCallback(t.app, 'visitor@example.com');
    await t.db
      .update(authRequests)
      .set({ nonce: 'not-the-nonce-that-was-sent' })
      .where(eq(authRequests.state, progress.jar.get('hh_auth_state')!));
    const response = await completeCallback(t.app, progress);
    expect(response.headers.location).toMatch(/^\/login\?auth_error=/);
    const [failure] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.sign-in-failed'))
      .orderBy(auditLog.id);
    expect(failure).toBeDefined();
    expect(progress.jar.get('hh_session')).toBeUndefined();
  });

  it('rejects a response that names another issuer', async () => {
    const progress = await signInUntilCallback(t.app, 'visitor@example.com');
    const wrongIssuer = progress.callbackUrl.replace(
      /iss=[^&]+/,
      `iss=${encodeURIComponent('https://evil.example/oidc')}`,
    );
    expect(wrongIssuer).not.toBe(progress.callbackUrl);
    const response = await completeCallback(t.app, progress, wrongIssuer);
    expect(response.headers.location).toMatch(/^\/login\?auth_error=/);
    expect(progress.jar.get('hh_session')).toBeUndefined();
  });

  it('sends a popup error back to the opener instead of a broken page', async () => {
    const progress = await signInUntilCallback(t.app, 'visitor@example.com', { mode: 'popup' });
    const response = await completeCallback(
      t.app,
      progress,
      progress.callbackUrl.replace(/code=[^&]+/, 'code=bogus'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-status="error"');
  });

  it('answers a popup whose sign-in cannot be found in the popup, with the expired-link message', async () => {
    const expiredMessage = 'This sign-in link has expired or was already used. Please sign in again.';
    const expectExpiredPopupPage = (response: { statusCode: number; body: string }) => {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('data-status="error"');
      expect(response.body).toContain(`data-message="${expiredMessage}"`);
      expect(response.body).toContain('<script src="/api/auth/popup.js"');
    };

    // Its state cookie went elsewhere (the popup started on another host name).
    const withoutCookie = await signInUntilCallback(t.app, 'visitor@example.com', { mode: 'popup' });
    expectExpiredPopupPage(
      await completeCallback(t.app, { jar: new CookieJar(), callbackUrl: withoutCookie.callbackUrl }),
    );

    // Its ten minutes ran out.
    const late = await signInUntilCallback(t.app, 'visitor@example.com', { mode: 'popup' });
    await t.db
      .update(authRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authRequests.state, late.jar.get('hh_auth_state')!));
    expectExpiredPopupPage(await completeCallback(t.app, late));
    expect(late.jar.get('hh_session')).toBeUndefined();

    // A full-page sign-in that expired still lands on /login with the same words.
    const fullPage = await signInUntilCallback(t.app, 'visitor@example.com');
    const redirected = await completeCallback(t.app, {
      jar: new CookieJar(),
      callbackUrl: fullPage.callbackUrl,
    });
    expect(redirected.headers.location).toBe('/login?auth_error=expired');
  });

  it('never sends a signed-in browser to another site', async () => {
    const progress = await signInUntilCallback(t.app, 'visitor@example.com', {
      returnTo: '/.//evil.example/phish',
    });
    const callback = await completeCallback(t.app, progress);
    expect(callback.headers.location).toBe('/?auth=success');
  });

  it('answers an unknown provider with a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/login/myspace' })).statusCode).toBe(404);
  });

  it('refuses a write without the CSRF token, or from another origin, and accepts it with both right', async () => {
    const session = await signIn(t.app, 'visitor@example.com');
    const logout = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: session.jar.header(), ...headers },
      });
    const missing = await logout({});
    expect(missing.statusCode).toBe(403);
    expect(errorBody(missing).error.code).toBe('CSRF');
    expect((await logout({ 'x-csrf-token': 'wrong' })).statusCode).toBe(403);
    const crossSite = await logout({ 'x-csrf-token': session.csrfToken, origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(responseBody(await me(session.jar), sessionSchema).user).not.toBeNull();
    expect((await logout({ 'x-csrf-token': session.csrfToken, origin: TEST_PUBLIC_URL })).statusCode).toBe(
      204,
    );
  });

  it('applies the CSRF checks to an /api path written with escapes too', async () => {
    const session = await signIn(t.app, 'visitor@example.com');
    const sneaky = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/logout',
      headers: { cookie: session.jar.header(), origin: 'https://evil.example' },
    });
    expect(sneaky.statusCode).toBe(403);
    expect(responseBody(await me(session.jar), sessionSchema).user).not.toBeNull();
  });

  it('answers a malformed chooser submission with a 400, not a crash', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/auth/login/dev' });
    const jar = new CookieJar();
    jar.store(login);
    const location = new URL(login.headers.location as string);
    const auth = await t.app.inject({
      method: 'GET',
      url: location.pathname + location.search,
      headers: { cookie: jar.header() },
    });
    jar.store(auth);
    const response = await t.app.inject({
      method: 'POST',
      url: auth.headers.location as string,
      headers: { cookie: jar.header(), 'content-type': 'application/json' },
      payload: { email: 5 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('signs out: the session is gone on the server and the cookie cleared', async () => {
    const session = await signIn(t.app, 'visitor@example.com');
    const token = session.jar.get('hh_session')!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: writeHeaders(session),
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'hh_session')?.value).toBe('');
    const replay = new CookieJar();
    replay.set('hh_session', token);
    expect(responseBody(await me(replay), sessionSchema)).toEqual({ user: null, csrfToken: null });
  });

  it('ends an expired session', async () => {
    const session = await signIn(t.app, 'visitor@example.com');
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(responseBody(await me(session.jar), sessionSchema).user).toBeNull();
  });

  it('slides the expiry of a session in use', async () => {
    const session = await signIn(t.app, 'visitor@example.com');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'visitor@example.com'));
    const soon = new Date(Date.now() + 60_000);
    await t.db
      .update(sessions)
      .set({ expiresAt: soon, lastSeenAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.userId, user!.id));
    const slid = await me(session.jar);
    expect(responseBody(slid, sessionSchema).user).not.toBeNull();
    // The browser's cookie moves with it, or it would end the session on its first expiry date.
    const cookie = slid.cookies.find((c) => c.name === 'hh_session');
    expect(new Date(cookie!.expires!).getTime()).toBeGreaterThan(soon.getTime() + 3_600_000);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(Math.max(...rows.map((r) => r.expiresAt.getTime()))).toBeGreaterThan(soon.getTime() + 3_600_000);
  });

  it.each(['/api/site', '/api/home'])(
    'keeps %s out of shared caches when its answer slides the session cookie',
    async (url) => {
      const session = await signIn(t.app, 'cached.visitor@example.com');
      const [user] = await t.db.select().from(users).where(eq(users.email, 'cached.visitor@example.com'));
      await t.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 86_400_000) })
        .where(eq(sessions.userId, user!.id));
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: session.jar.header() } });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'hh_session')).toBeDefined();
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('re-asks for the address when the chooser gets an invalid one', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/auth/login/dev' });
    const jar = new CookieJar();
    jar.store(login);
    const auth = await t.app.inject({
      method: 'GET',
      url:
        new URL(login.headers.location as string).pathname + new URL(login.headers.location as string).search,
      headers: { cookie: jar.header() },
    });
    jar.store(auth);
    const chooser = auth.headers.location as string;
    const page = await t.app.inject({ method: 'GET', url: chooser, headers: { cookie: jar.header() } });
    expect(page.body).toContain('Demo Admin');
    expect(page.body).toContain('admin@example.com');
    expect(page.body).toContain('Demo Visitor');
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('>Continue</button>');
    const bad = await t.app.inject({
      method: 'POST',
      url: chooser,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=not-an-address',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter a valid email address');
  });
});

describe('sign-in rate limit', () => {
  it('slows down a burst of sign-in attempts from one address', async () => {
    const t = await buildTestApp('PGlite');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 65; i++) {
        statuses.push(
          (await t.app.inject({ method: 'GET', url: '/api/auth/login/dev', remoteAddress: '203.0.113.9' }))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 60).every((s) => s === 302)).toBe(true);
      expect(statuses.slice(60)).toContain(429);
    } finally {
      await t.close();
    }
  });
});
