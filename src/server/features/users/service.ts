/** The admins' management of other people's accounts: everyone who has signed in, and their roles. */
import { asc, eq } from 'drizzle-orm';
import type { UserRole } from '#domain/user-profile';
import type { Database } from '#server/db/client';
import {
  lockRecord,
  saveRecordChange,
  type RecordDecision,
  type RecordWriteResult,
} from '#server/db/record-write';
import { users } from '#server/db/schema';
import { ConflictError } from '#server/errors';
import type { AuditActor } from '#server/audit/audit-log';
import {
  lastAdminRefusal,
  noSuchUser,
  USER_RECORD,
  userAudit,
  userWriteResult,
  type User,
} from '#server/auth/user-record';

export async function listUsers(db: Database): Promise<User[]> {
  return db.select().from(users).orderBy(asc(users.email));
}

/**
 * Changes a role, over the version the admin saw when given (`version`). Refuses to demote the last admin, so
 * the portal always has someone who can run it, and an address in ADMIN_EMAILS (`bootstrapAdmins`), which its
 * next sign-in would quietly promote again.
 */
export async function setUserRole(
  db: Database,
  target: { id: string } | { email: string },
  role: UserRole,
  actor: AuditActor,
  { bootstrapAdmins = [], version }: { bootstrapAdmins?: readonly string[]; version?: number } = {},
): Promise<RecordWriteResult<User>> {
  const where = 'id' in target ? eq(users.id, target.id) : eq(users.email, target.email.trim().toLowerCase());
  const [user] = await db.select({ id: users.id }).from(users).where(where);
  if (!user) throw noSuchUser();
  const outcome = await db.transaction(async (tx) => {
    // A demotion locks every admin, in id order, before the account itself: two admins demoting each other at
    // once then queue up instead of deadlocking, and the second sees the first's change.
    const lastAdmin =
      role === 'user'
        ? await lastAdminRefusal(tx, user.id, 'This is the last admin: make someone else admin first')
        : null;
    const current = await lockRecord(tx, USER_RECORD, user.id);
    return saveRecordChange(tx, USER_RECORD, {
      id: user.id,
      current,
      version,
      decision: roleChange(current, role, actor, { bootstrapAdmins, lastAdmin }),
    });
  });
  return userWriteResult(db, user.id, outcome);
}

/**
 * The feature's judgement of a role change for `current`: refused for an address ADMIN_EMAILS would promote
 * again, or with `lastAdmin`, the refusal when `current` is the only admin.
 */
function roleChange(
  current: User,
  role: UserRole,
  actor: AuditActor,
  { bootstrapAdmins, lastAdmin }: { bootstrapAdmins: readonly string[]; lastAdmin: ConflictError | null },
): RecordDecision<User> {
  if (current.role === role) return null;
  if (role === 'user' && bootstrapAdmins.includes(current.email)) {
    return new ConflictError(
      `${current.email} is listed in the server's ADMIN_EMAILS setting and would be made admin again at the next sign-in. Remove it from ADMIN_EMAILS first.`,
    );
  }
  if (current.role === 'admin' && lastAdmin) return lastAdmin;
  return {
    set: { role },
    effects: [
      userAudit(actor, current.id, 'user.role-changed', {
        email: current.email,
        from: current.role,
        to: role,
      }),
    ],
  };
}

/**
 * Makes a lister trusted, or not: a trusted lister's edits of a live listing publish at once instead of going back
 * to review (issue 24). Audited; over the version the admin saw when given.
 */
export async function setTrustedLister(
  db: Database,
  id: string,
  trustedLister: boolean,
  actor: AuditActor,
  { version }: { version?: number } = {},
): Promise<RecordWriteResult<User>> {
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRecord(tx, USER_RECORD, id);
    return saveRecordChange(tx, USER_RECORD, {
      id,
      current,
      version,
      decision:
        current.trustedLister === trustedLister
          ? null
          : {
              set: { trustedLister },
              effects: [
                userAudit(actor, id, trustedLister ? 'user.trusted-lister' : 'user.untrusted-lister', {
                  email: current.email,
                }),
              ],
            },
    });
  });
  return userWriteResult(db, id, outcome);
}
