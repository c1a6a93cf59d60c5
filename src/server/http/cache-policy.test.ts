import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheControl,
  cacheEveryRoute,
  IMMUTABLE,
  LISTING_ANSWER,
  registerCachePolicy,
  SHARED_ANSWER,
} from './cache-policy.js';
import { registerCompression } from './compression.js';

describe('cacheControl', () => {
  it('spells each policy as the header HouseHunt has always sent', () => {
    expect(cacheControl('no-store')).toBe('no-store');
    expect(cacheControl('private-no-store')).toBe('private, no-store');
    expect(cacheControl('no-cache')).toBe('no-cache');
    expect(cacheControl({ maxAgeSeconds: 60 })).toBe('public, max-age=60');
    expect(cacheControl(IMMUTABLE)).toBe('public, max-age=31536000, immutable');
    expect(cacheControl({ maxAgeSeconds: 0, mustRevalidate: true })).toBe(
      'public, max-age=0, must-revalidate',
    );
  });
});

describe('the cache policy hook', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(cookie);
    registerCachePolicy(app, { sessionCookie: 'session' });
    app.get('/plain', async () => ({ ok: true }));
    app.get('/minute', { config: { cache: { maxAgeSeconds: 60 } } }, async (request, reply) => {
      if ('fail' in (request.query as object)) return reply.status(503).send({ ok: false });
      if ('cookie' in (request.query as object)) reply.setCookie('session', 'slid');
      return { ok: true };
    });
    app.get('/personal', { config: { cache: 'no-store' } }, async (request, reply) =>
      'fail' in (request.query as object) ? reply.status(503).send({ ok: false }) : { ok: true },
    );
    app.get('/redirected', { config: { cache: 'no-cache' } }, async (_request, reply) => {
      reply.cachePolicy = { maxAgeSeconds: 3600 };
      return reply.redirect('/plain', 308);
    });
    await app.register(async (scope) => {
      cacheEveryRoute(scope, 'no-store');
      scope.get('/scoped', async () => ({ ok: true }));
      scope.get('/scoped-own', { config: { cache: { maxAgeSeconds: 5 } } }, async () => ({ ok: true }));
    });
  });
  afterAll(async () => app?.close());

  const header = async (url: string) => (await app.inject({ method: 'GET', url })).headers['cache-control'];

  it("writes each route's policy, and nothing for a route without one", async () => {
    expect(await header('/minute')).toBe('public, max-age=60');
    expect(await header('/personal')).toBe('no-store');
    expect(await header('/plain')).toBeUndefined();
  });

  it('keeps no error for a while, but keeps nothing of a route that keeps nothing', async () => {
    expect(await header('/minute?fail')).toBeUndefined();
    expect(await header('/personal?fail')).toBe('no-store');
  });

  it('makes every answer that sets a cookie private', async () => {
    expect(await header('/minute?cookie')).toBe('private, no-store');
  });

  it("lets an answer that is not its route's name its own policy", async () => {
    expect(await header('/redirected')).toBe('public, max-age=3600');
  });

  it("gives a plugin's routes its default, unless a route declares its own", async () => {
    expect(await header('/scoped')).toBe('no-store');
    expect(await header('/scoped-own')).toBe('public, max-age=5');
  });
});

describe('a shared answer', () => {
  let app: FastifyInstance;
  let body = { listings: 'x'.repeat(4000) };
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    await app.register(cookie);
    registerCachePolicy(app, { sessionCookie: 'hh_session' });
    app.get('/listings', { config: { cache: SHARED_ANSWER } }, async () => body);
    app.get('/small', { config: { cache: SHARED_ANSWER } }, async () => ({ ok: true }));
    app.get('/listing', { config: { cache: LISTING_ANSWER } }, async () => body);
    app.get('/gone', { config: { cache: SHARED_ANSWER } }, async (_request, reply) =>
      reply.status(410).send({}),
    );
  });
  afterAll(async () => app?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('may be kept by a proxy for a minute, and handed out a minute longer while it is fetched again', async () => {
    const answer = await get('/listings', { 'accept-encoding': 'br' });
    expect(answer.headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=60, stale-while-revalidate=60',
    );
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('accept-encoding');
    // Plain for a client that takes no compression, and still varying, so no proxy hands the plain copy on.
    const plain = await get('/listings');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('has a strong ETag of its own in each content coding, and a 304 for whoever holds it', async () => {
    const tags = [];
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await get('/listings', { 'accept-encoding': encoding });
      const tag = String(answer.headers.etag);
      expect(tag).toMatch(/^"[\w-]+"$/);
      tags.push(tag);
      const again = await get('/listings', { 'accept-encoding': encoding, 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(tag);
      expect(again.headers['cache-control']).toBe(answer.headers['cache-control']);
      expect(again.headers.vary).toBe('accept-encoding');
    }
    expect(new Set(tags).size).toBe(3);
    expect((await get('/small')).headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('is sent again, with a new tag, once its content has changed', async () => {
    const before = String((await get('/listings')).headers.etag);
    body = { listings: 'y'.repeat(4000) };
    const after = await get('/listings', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.json()).toEqual(body);
  });

  it('is never shared when asked for with a session, yet still checked with a 304', async () => {
    const signedIn = { cookie: 'hh_session=abc' };
    const answer = await get('/listings', signedIn);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    const tag = String(answer.headers.etag);
    expect((await get('/listings', { ...signedIn, 'if-none-match': tag })).statusCode).toBe(304);
    // Another cookie (a sign-in under way) is not a session: the answer is the same for everyone.
    expect((await get('/listings', { cookie: 'hh_auth_state=x' })).headers['cache-control']).toMatch(
      /^public/,
    );
  });

  it("is checked by browsers on every use when it is one listing's, and kept a minute by a proxy", async () => {
    const answer = await get('/listing', { 'accept-encoding': 'br' });
    // No max-age, no `public` and no stale-while-revalidate: nothing a browser could use without asking.
    expect(answer.headers['cache-control']).toBe('s-maxage=60');
    const tag = String(answer.headers.etag);
    expect(tag).toMatch(/^"[\w-]+-br"$/);
    const again = await get('/listing', { 'accept-encoding': 'br', 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect((await get('/listing', { cookie: 'hh_session=abc' })).headers['cache-control']).toBe(
      'private, no-cache',
    );
  });

  it('keeps neither a failure nor its tag', async () => {
    const answer = await get('/gone');
    expect(answer.headers['cache-control']).toBeUndefined();
    expect(answer.headers.etag).toBeUndefined();
  });

  it('answers in full a tag it never gave, whatever its form', async () => {
    for (const tag of ['"nope"', 'W/"nope-br"', 'garbage', '"', ',,,', '"é"'.repeat(500)]) {
      expect((await get('/listings', { 'if-none-match': tag })).statusCode).toBe(200);
    }
  });
});
