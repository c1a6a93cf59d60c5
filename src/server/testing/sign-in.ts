/** Drives the real sign-in flow through the embedded identity provider with fastify.inject, as a browser would. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { toProfile } from '#server/auth/user-record';
import { TEST_PUBLIC_URL } from './test-app.js';

/** A browser's cookies, enough for these tests: name → value, paths ignored. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired = cookie.expires && new Date(cookie.expires).getTime() <= Date.now();
      if (expired || cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const pathOf = (location: string) => {
  const url = new URL(location, TEST_PUBLIC_URL);
  return `${url.pathname}${url.search}`;
};

export type SignInProgress = { jar: CookieJar; callbackUrl: string };

/** Everything up to the provider's redirect back to HouseHunt; the callback itself is left to the test. */
export async function signInUntilCallback(
  app: FastifyInstance,
  email: string,
  options: { mode?: 'popup' | 'redirect'; returnTo?: string; jar?: CookieJar } = {},
): Promise<SignInProgress> {
  const jar = options.jar ?? new CookieJar();
  const go = async (method: 'GET' | 'POST', url: string, payload?: string) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        cookie: jar.header(),
        ...(payload && {
          'content-type': 'application/x-www-form-urlencoded',
          origin: TEST_PUBLIC_URL,
        }),
      },
      payload,
    });
    jar.store(response);
    return response;
  };
  const query = new URLSearchParams({
    mode: options.mode ?? 'redirect',
    returnTo: options.returnTo ?? '/admin',
  });
  let response = await go('GET', `/api/auth/login/dev?${query.toString()}`);
  if (response.statusCode !== 302) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  response = await go('GET', pathOf(response.headers.location as string));
  const chooser = pathOf(response.headers.location as string);
  if (!chooser.startsWith('/dev-sign-in/')) throw new Error(`expected the account chooser, got ${chooser}`);
  response = await go('GET', chooser);
  if (response.statusCode !== 200) throw new Error(`chooser answered ${response.statusCode}`);
  response = await go('POST', chooser, new URLSearchParams({ email }).toString());
  // The provider resumes the authorization, then sends the browser back to our callback.
  for (let hops = 0; hops < 5; hops++) {
    const location = response.headers.location;
    if (!location) throw new Error(`no redirect (${response.statusCode}): ${response.body.slice(0, 300)}`);
    if (pathOf(location).startsWith('/api/auth/callback/')) return { jar, callbackUrl: pathOf(location) };
    response = await go('GET', pathOf(location));
  }
  throw new Error('the provider never redirected back');
}

export async function completeCallback(
  app: FastifyInstance,
  progress: SignInProgress,
  callbackUrl = progress.callbackUrl,
) {
  const response = await app.inject({
    method: 'GET',
    url: callbackUrl,
    headers: { cookie: progress.jar.header() },
  });
  progress.jar.store(response);
  return response;
}

/** What a signed-in browser's writes carry: its cookies and the CSRF token. */
export const writeHeaders = ({ jar, csrfToken }: { jar: CookieJar; csrfToken: string }) => ({
  cookie: jar.header(),
  'x-csrf-token': csrfToken,
});

/** A signed-in browser: its cookies and the CSRF token writes must carry. */
export async function signIn(app: FastifyInstance, email: string) {
  const progress = await signInUntilCallback(app, email);
  const callback = await completeCallback(app, progress);
  if (callback.statusCode !== 302 || !String(callback.headers.location).includes('auth=success')) {
    throw new Error(`sign-in failed: ${callback.statusCode} ${callback.headers.location}`);
  }
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: progress.jar.header() } });
  // Just signed in: the account has a last sign-in.
  type SignedInUser = ReturnType<typeof toProfile> & { lastLogin: string };
  const { csrfToken, user } = me.json<{ csrfToken: string; user: SignedInUser }>();
  return { jar: progress.jar, csrfToken, user };
}
