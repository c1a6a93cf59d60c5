import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { auditLog } from '#server/db/schema';
import { openTestDatabase, TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { recordSignIn } from '#server/auth/user-record';
import { setUserRole } from './service.js';

describe.each(TEST_DATABASE_KINDS)('user roles on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());
  const cli = { id: null, email: null };

  it('promotes and demotes by email, writing each change to the audit log', async () => {
    const { user } = await recordSignIn(database.db, { email: 'ravi@example.com', name: 'Ravi' }, []);
    await recordSignIn(database.db, { email: 'boss@example.com' }, ['boss@example.com']);
    expect(user.role).toBe('user');
    expect(await setUserRole(database.db, { email: 'RAVI@example.com' }, 'admin', cli)).toMatchObject({
      record: { role: 'admin' },
    });
    expect(await setUserRole(database.db, { email: 'ravi@example.com' }, 'user', cli)).toMatchObject({
      record: { role: 'user' },
    });
    const changes = await database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(changes.filter((c) => c.action === 'user.role-changed').map((c) => c.details)).toEqual([
      { email: 'ravi@example.com', from: 'user', to: 'admin' },
      { email: 'ravi@example.com', from: 'admin', to: 'user' },
    ]);
  });

  it('never demotes the last admin', async () => {
    await expect(setUserRole(database.db, { email: 'boss@example.com' }, 'user', cli)).rejects.toThrow(
      /last admin/,
    );
  });

  it('says so when there is no such user', async () => {
    await expect(setUserRole(database.db, { email: 'nobody@example.com' }, 'admin', cli)).rejects.toThrow(
      /No such user/,
    );
  });

  it('creates one account when two first sign-ins of an address race', async () => {
    const [a, b] = await Promise.all([
      recordSignIn(database.db, { email: 'twin@example.com' }, []),
      recordSignIn(database.db, { email: 'twin@example.com' }, []),
    ]);
    expect(a.user.id).toBe(b.user.id);
    expect([a.created, b.created].filter(Boolean)).toHaveLength(1);
  });

  it('lets only one of two last admins demoting each other at once succeed', async () => {
    await recordSignIn(database.db, { email: 'asha@example.com' }, ['asha@example.com']);
    expect(await setUserRole(database.db, { email: 'boss@example.com' }, 'admin', cli)).toMatchObject({
      record: { role: 'admin' },
    });
    const admins = ['asha@example.com', 'boss@example.com'];
    const results = await Promise.allSettled(
      admins.map((email) => setUserRole(database.db, { email }, 'user', cli)),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason)).toMatch(/last admin/);
  });
});
