import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema, userAnswerSchema } from '#domain/user-profile';
import { auditLog, users } from '#server/db/schema';
import { errorBody, responseBody } from '#server/testing/response-body';
import { injectAs, signedInVisitor, type SignedInVisitor } from '#server/testing/signed-in-visitor';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

describe.each(TEST_DATABASE_KINDS)('own account and user roles on %s', (kind) => {
  let t: TestApp;
  let founder: SignedInVisitor;

  const aBrowser = (email: string) => signedInVisitor(t.app, email);
  const call = (
    browser: SignedInVisitor | null,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
  ) => injectAs(t.app, browser, method, url, payload);
  const me = async (browser: SignedInVisitor) =>
    responseBody(await call(browser, 'GET', '/api/me'), sessionSchema).user;
  const auditOf = (action: string, entityId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { ADMIN_EMAILS: 'founder@example.com' } });
    founder = await aBrowser('founder@example.com');
  });
  afterAll(async () => t?.close());

  describe('roles', () => {
    it('refuses to demote an ADMIN_EMAILS address, saying why, and changes nothing', async () => {
      const ravi = await aBrowser('ravi@example.com');
      const promoted = await call(founder, 'PATCH', `/api/admin/users/${ravi.userId}/role`, {
        role: 'admin',
      });
      expect(promoted.statusCode).toBe(200);
      expect(responseBody(promoted, userAnswerSchema).user.role).toBe('admin');

      const refused = await call(ravi, 'PATCH', `/api/admin/users/${founder.userId}/role`, { role: 'user' });
      expect(refused.statusCode).toBe(409);
      expect(errorBody(refused).error.message).toMatch(/ADMIN_EMAILS.*admin again at the next sign-in/);
      expect((await me(founder))!.role).toBe('admin');
      const changes = await auditOf('user.role-changed', founder.userId);
      expect(changes.filter((entry) => entry.details.to === 'user')).toEqual([]);
    });

    it('audits a role change with who made it', async () => {
      const [entry] = await auditOf('user.role-changed', (await me(await aBrowser('ravi@example.com')))!.id);
      expect(entry).toMatchObject({
        actorEmail: 'founder@example.com',
        details: { from: 'user', to: 'admin' },
      });
    });

    it('still never demotes the last admin', async () => {
      // The founder's address left ADMIN_EMAILS and someone demoted them: Ravi is the only admin now.
      await t.db.update(users).set({ role: 'user' }).where(eq(users.email, 'founder@example.com'));
      const ravi = await aBrowser('ravi@example.com');
      const refused = await call(ravi, 'PATCH', `/api/admin/users/${ravi.userId}/role`, { role: 'user' });
      expect(refused.statusCode).toBe(409);
      expect(errorBody(refused).error.message).toMatch(/last admin/);
      expect((await me(ravi))!.role).toBe('admin');
    });
  });

  describe('profile', () => {
    it('changes the name and photo shown for the person, and audits both sides', async () => {
      const meera = await aBrowser('meera.iyer@example.com');
      const response = await call(meera, 'PATCH', '/api/me/profile', {
        name: '  Meera Iyer (Sales)  ',
        photoURL: 'https://images.example.in/meera.jpg',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await me(meera)).toMatchObject({
        name: 'Meera Iyer (Sales)',
        photoURL: 'https://images.example.in/meera.jpg',
      });
      const [entry] = await auditOf('user.profile-updated', meera.userId);
      expect(entry?.details).toEqual({
        before: { name: 'Meera Iyer', photoURL: null },
        after: { name: 'Meera Iyer (Sales)', photoURL: 'https://images.example.in/meera.jpg' },
      });
    });

    it('keeps an edited name through the next sign-in', async () => {
      const again = await aBrowser('meera.iyer@example.com');
      expect((await me(again))!.name).toBe('Meera Iyer (Sales)');
    });

    it('clears the photo when it is sent empty', async () => {
      const meera = await aBrowser('meera.iyer@example.com');
      const response = await call(meera, 'PATCH', '/api/me/profile', { name: 'Meera Iyer', photoURL: '' });
      expect(responseBody(response, userAnswerSchema).user.photoURL).toBeNull();
    });

    it.each([
      ['name', { name: '   ', photoURL: '' }],
      ['name', { name: 'x'.repeat(81), photoURL: '' }],
      ['photoURL', { name: 'Meera', photoURL: 'http://images.example.in/meera.jpg' }],
      ['photoURL', { name: 'Meera', photoURL: 'javascript:alert(1)' }],
    ])('refuses an invalid %s with a 400 naming it, changing nothing', async (field, payload) => {
      const meera = await aBrowser('meera.iyer@example.com');
      const before = await me(meera);
      const response = await call(meera, 'PATCH', '/api/me/profile', payload);
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).error.fields).toHaveProperty(field);
      expect(await me(meera)).toEqual(before);
    });
  });

  describe('sign out of all sessions', () => {
    it('ends every session of the person, on every device, and no one else’s', async () => {
      const laptop = await aBrowser('anil@example.com');
      const phone = await aBrowser('anil@example.com');
      const someoneElse = await aBrowser('sunita@example.com');
      const response = await call(laptop, 'POST', '/api/me/sessions/revoke-all');
      expect(response.statusCode).toBe(204);
      expect(response.cookies.find((c) => c.name === 'hh_session')?.value).toBe('');

      expect(await me(laptop)).toBeNull();
      expect(await me(phone)).toBeNull();
      expect((await call(phone, 'PATCH', '/api/me/profile', { name: 'Anil', photoURL: '' })).statusCode).toBe(
        401,
      );
      expect((await me(someoneElse))?.email).toBe('sunita@example.com');
      const [entry] = await auditOf('auth.signed-out-everywhere', laptop.userId);
      expect(entry?.details).toEqual({ sessions: 2 });
    });
  });

  it.each([
    ['PATCH', '/api/me/profile'],
    ['POST', '/api/me/sessions/revoke-all'],
  ] as const)('answers %s %s with 401 when signed out', async (method, url) => {
    const response = await call(
      null,
      method,
      url,
      method === 'PATCH' ? { name: 'X', photoURL: '' } : undefined,
    );
    expect(response.statusCode).toBe(401);
    expect(errorBody(response).error.code).toBe('UNAUTHORIZED');
  });
});
