/**
 * The embedded development identity provider: a real OpenID Connect provider (oidc-provider, OpenID
 * certified) mounted at /oidc, so sign-in works offline exactly as it will with Google. Its sign-in page is
 * an account chooser: demo accounts, or any address typed in.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import middie from '@fastify/middie';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';
import { SITE_ICON_LINK } from '#server/http/site-icon';
import { DEMO_ACCOUNTS, nameFromEmail } from './demo-accounts.js';
import { escapeHtml } from '#server/http/escape-html';
import { isInProcessRequest } from './in-process-fetch.js';

export const DEV_SIGN_IN_PATH = '/dev-sign-in';
const ISSUER_PATH = '/oidc';

// A sign-in takes four or five of these requests: plenty for people, a wall for a script guessing interactions.
const DEV_SIGN_IN_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

const emailSchema = z.email().max(254);

export type DevIdentityProviderOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  trustProxy: boolean;
};

function buildProvider(options: DevIdentityProviderOptions): Provider {
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: 'househunt-dev' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    // Put email and name in the ID token itself, as Google does, rather than only at the userinfo endpoint.
    conformIdTokenClaims: false,
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 86_400,
      Grant: 86_400,
      IdToken: 3600,
      AccessToken: 3600,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${DEV_SIGN_IN_PATH}/${interaction.uid}` },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: id, email_verified: true, name: nameFromEmail(id) }),
      };
    },
    // HouseHunt's own client needs no consent screen: grant it the sign-in scopes straight away.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in problem',
        `<h1>Sign-in did not work</h1><p class="lead">${escapeHtml(String(out.error_description ?? out.error))}</p>`,
      );
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  return provider;
}

export async function registerDevIdentityProvider(app: FastifyInstance, options: DevIdentityProviderOptions) {
  const provider = buildProvider(options);
  // One limit per address over the provider and its account chooser, counted where every limit is (Redis when
  // set). Added before the middleware below, whose requests never reach a route. The relying party's own calls
  // to the token endpoint come in-process, from the callback route that has its own limit.
  const limitSignIns = app.rateLimit({
    ...DEV_SIGN_IN_RATE_LIMIT,
    keyGenerator: (request) => `dev-sign-in:${request.ip}`,
    allowList: (request) => isInProcessRequest(request),
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url;
    if (underPath(path, ISSUER_PATH) || underPath(path, DEV_SIGN_IN_PATH)) {
      await limitSignIns.call(app, request, reply);
    }
  });
  // oidc-provider reads raw request bodies, so it runs as middleware, before Fastify parses anything.
  await app.register(middie, { hook: 'onRequest' });
  const answer = provider.callback();
  // Not awaited: Koa's handler answers its own failures (onerror) and its promise never rejects.
  app.use(ISSUER_PATH, (req: IncomingMessage, res: ServerResponse) => void answer(req, res));

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    scope.get<{ Params: { uid: string } }>(
      `${DEV_SIGN_IN_PATH}/:uid`,
      { schema: { hide: true }, config: { cache: 'no-store' } },
      async (request, reply) => {
        const details = await interactionOrNull(provider, request, reply);
        if (!details) return sendExpired(reply);
        return reply.type('text/html; charset=utf-8').send(chooserPage(request.params.uid));
      },
    );

    scope.post<{ Params: { uid: string }; Body: { email?: unknown } }>(
      `${DEV_SIGN_IN_PATH}/:uid`,
      { schema: { hide: true } },
      async (request, reply) => {
        const details = await interactionOrNull(provider, request, reply);
        if (!details) return sendExpired(reply);
        const email = request.body?.email;
        const parsed = emailSchema.safeParse(
          typeof email === 'string' ? email.trim().toLowerCase() : undefined,
        );
        if (!parsed.success) {
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(chooserPage(request.params.uid, 'Enter a valid email address, like name@example.com'));
        }
        // oidc-provider answers with its own redirect back into the authorization flow; the security headers
        // set so far must go with it (a redirect without the site's COOP would cut the popup off its opener).
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value);
        }
        reply.hijack();
        try {
          await provider.interactionFinished(
            request.raw,
            reply.raw,
            { login: { accountId: parsed.data } },
            { mergeWithLastSubmission: false },
          );
        } catch (error) {
          request.log.error({ err: error }, 'dev sign-in could not finish the interaction');
          if (!reply.raw.headersSent)
            reply.raw.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
          reply.raw.end(expiredPage());
        }
      },
    );
  });
  return provider;
}

const underPath = (url: string, path: string) =>
  url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}?`);

async function interactionOrNull(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch {
    return null;
  }
}

const expiredPage = () =>
  page(
    'Sign-in expired',
    '<h1>This sign-in has expired</h1><p class="lead">Close this window and choose “Sign in” again.</p>',
  );

function sendExpired(reply: FastifyReply) {
  return reply.status(400).type('text/html; charset=utf-8').send(expiredPage());
}

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function chooserPage(uid: string, error?: string): string {
  const action = `${DEV_SIGN_IN_PATH}/${encodeURIComponent(uid)}`;
  const accounts = DEMO_ACCOUNTS.map(
    (account) => `
      <button class="account" type="submit" name="email" value="${account.email}">
        <span class="avatar" aria-hidden="true">${initials(account.name)}</span>
        <span class="who"><span class="name">${account.name}</span><span class="email">${account.email}</span></span>
      </button>`,
  ).join('');
  return page(
    'Choose an account',
    `<h1>Choose an account</h1>
    <p class="lead">to continue to <strong>HouseHunt</strong></p>
    <form method="post" action="${action}" class="accounts">${accounts}</form>
    <div class="divider"><span>or use another address</span></div>
    <form method="post" action="${action}" class="other" novalidate>
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" placeholder="name@example.com" required
        ${error ? 'aria-invalid="true" aria-describedby="email-error"' : ''} />
      ${error ? `<p id="email-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
      <button class="continue" type="submit">Continue</button>
    </form>
    <p class="note">Development sign-in: no password is asked. Turn it off by configuring Google or another OpenID Connect provider.</p>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)} · HouseHunt Dev Sign-in</title>
${SITE_ICON_LINK}
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f6f3ef; color: #1c1917; }
  main { width: min(400px, calc(100vw - 32px)); background: #fff; border: 1px solid #e7e1da; border-radius: 16px; padding: 32px 28px; box-sizing: border-box; }
  .brand { display: flex; align-items: center; gap: 8px; font-weight: 700; color: #7c4a2d; margin-bottom: 20px; }
  .brand svg { width: 28px; height: 28px; }
  h1 { font-size: 1.5rem; margin: 0 0 4px; font-weight: 600; }
  .lead { margin: 0 0 20px; color: #57534e; }
  .accounts { display: grid; border: 1px solid #e7e1da; border-radius: 12px; overflow: hidden; }
  .account { display: flex; align-items: center; gap: 12px; padding: 12px 16px; border: 0; border-bottom: 1px solid #e7e1da; background: none; text-align: left; font: inherit; color: inherit; cursor: pointer; }
  .account:last-child { border-bottom: 0; }
  .account:hover, .account:focus-visible { background: #faf5f0; }
  .avatar { flex: none; width: 36px; height: 36px; border-radius: 50%; display: grid; place-items: center; background: #7c4a2d; color: #fff; font-weight: 600; font-size: .85rem; }
  .who { display: grid; }
  .name { font-weight: 600; }
  .email { color: #57534e; font-size: .9rem; }
  .divider { display: flex; align-items: center; gap: 12px; color: #78716c; font-size: .85rem; margin: 20px 0 12px; }
  .divider::before, .divider::after { content: ""; flex: 1; border-top: 1px solid #e7e1da; }
  .other { display: grid; gap: 8px; }
  label { font-weight: 600; font-size: .9rem; }
  input { font: inherit; padding: 10px 12px; border: 1px solid #a8a29e; border-radius: 8px; background: transparent; color: inherit; }
  input:focus-visible, button:focus-visible { outline: 3px solid #c08457; outline-offset: 2px; }
  .continue { justify-self: end; font: inherit; font-weight: 600; padding: 10px 20px; border: 0; border-radius: 999px; background: #7c4a2d; color: #fff; cursor: pointer; }
  .error { color: #b91c1c; margin: 0; font-size: .9rem; }
  .note { margin: 20px 0 0; color: #78716c; font-size: .8rem; }
  @media (prefers-color-scheme: dark) {
    body { background: #1c1917; color: #f5f5f4; }
    main { background: #292524; border-color: #44403c; }
    .accounts, .account, .divider::before, .divider::after { border-color: #44403c; }
    .account:hover, .account:focus-visible { background: #312b27; }
    .lead, .email { color: #d6d3d1; }
    .brand { color: #fbbf24; }
    .divider, .note { color: #a8a29e; }
    .error { color: #fca5a5; }
  }
</style>
</head>
<body>
<main>
  <div class="brand"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M3 10.5 12 3l9 7.5V21H3z"/><path d="M9 21v-6h6v6"/></svg>HouseHunt Dev Sign-in</div>
  ${body}
</main>
</body>
</html>`;
}
