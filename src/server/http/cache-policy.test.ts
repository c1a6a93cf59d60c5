import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControl, cacheEveryRoute, IMMUTABLE, registerCachePolicy } from './cache-policy.js';

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
    registerCachePolicy(app);
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
