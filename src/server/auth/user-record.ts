/**
 * The user record below the features: created at first sign-in and refreshed at each later one (roles from
 * ADMIN_EMAILS), read by sessions, changed by the account and users features as `USER_RECORD`, and the
 * "never the last admin" rule both of them keep.
 */
import { asc, eq } from 'drizzle-orm';
import type { UserProfile } from '#domain/user-profile';
import type { Database } from '#server/db/client';
import {
  recordWriteResult,
  type RecordWriteOutcome,
  type RecordWriteResult,
  type Transaction,
  type VersionedRecord,
} from '#server/db/record-write';
import { users } from '#server/db/schema';
import { ConflictError, NotFoundError } from '#server/errors';
import { audited, writeAudit, type AuditActor } from '#server/audit/audit-log';

export type User = typeof users.$inferSelect;

export function toProfile(user: User): UserProfile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    photoURL: user.photoUrl,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin?.toISOString() ?? null,
    trustedLister: user.trustedLister,
    version: user.version,
  };
}

export type SignInIdentity = {
  email: string;
  /** The name the identity provider gives; null when it gives none. */
  name?: string | null;
  /** The name made up from the address when the provider gives none ("priya.sharma@…" -> "Priya Sharma"). */
  fallbackName?: string;
  photoUrl?: string | null;
};

/** A sign-in that may not make an admin session (the development sign-in in production) named an admin. */
export class AdminSignInRefusedError extends Error {}

/**
 * First sign-in creates the profile (role user, or admin for a bootstrap address); later ones update
 * lastLogin (spec §4) and fill a missing name or photo. A bootstrap address is promoted, never demoted, here.
 * With `admitsAdmin: false` an admin's account or a bootstrap address is refused, with nothing changed.
 */
export async function recordSignIn(
  db: Database,
  identity: SignInIdentity,
  adminEmails: readonly string[],
  { admitsAdmin = true }: { admitsAdmin?: boolean } = {},
) {
  const email = identity.email.trim().toLowerCase();
  const bootstrapAdmin = adminEmails.includes(email);
  if (bootstrapAdmin && !admitsAdmin) throw new AdminSignInRefusedError(email);
  const now = new Date();
  return db.transaction(async (tx) => {
    // Two first sign-ins racing: the loser of the insert finds the winner's row below.
    const [created] = await tx
      .insert(users)
      .values({
        email,
        name: identity.name ?? identity.fallbackName ?? null,
        photoUrl: identity.photoUrl ?? null,
        role: bootstrapAdmin ? 'admin' : 'user',
        createdAt: now,
        lastLogin: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (created) {
      await writeAudit(tx, {
        actor: { id: created.id, email },
        action: 'user.created',
        entityType: 'user',
        entityId: created.id,
        details: { role: created.role },
      });
      return { user: created, created: true };
    }
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (!existing) throw new Error(`The account for ${email} vanished during sign-in`);
    if (existing.role === 'admin' && !admitsAdmin) throw new AdminSignInRefusedError(email);
    const promote = bootstrapAdmin && existing.role !== 'admin';
    const [updated] = await tx
      .update(users)
      .set({
        lastLogin: now,
        // The person edits their own name and photo in HouseHunt; the provider's only fill a gap, and a name
        // only made up from the address is such a gap as soon as the provider gives a real one.
        name:
          existing.name !== null && existing.name !== identity.fallbackName
            ? existing.name
            : (identity.name ?? existing.name ?? identity.fallbackName ?? null),
        photoUrl: existing.photoUrl ?? identity.photoUrl ?? null,
        ...(promote && { role: 'admin' as const }),
      })
      .where(eq(users.id, existing.id))
      .returning();
    if (promote) {
      await writeAudit(tx, {
        actor: { id: existing.id, email },
        action: 'user.role-changed',
        entityType: 'user',
        entityId: existing.id,
        details: { from: existing.role, to: 'admin', reason: 'ADMIN_EMAILS' },
      });
    }
    return { user: updated!, created: false };
  });
}

export async function findUserById(db: Database, id: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export const noSuchUser = () => new NotFoundError('No such user');

/** The audit entry of a change to one account, as an effect of its write. */
export const userAudit = (actor: AuditActor, id: string, action: string, details: Record<string, unknown>) =>
  audited({ actor, action, entityType: 'user', entityId: id, details });

/** An account as a versioned record (db/record-write.ts), changed by the account and users features. */
export const USER_RECORD: VersionedRecord<typeof users> = {
  table: users,
  key: users.id,
  notFound: noSuchUser,
  changedMessage: (now) =>
    `Someone else changed the account of ${now.email} a moment ago. Check it as it is now and try again.`,
};

/** The answer of a change to account `id`, with the account as it is after it. */
export async function userWriteResult(
  db: Database,
  id: string,
  outcome: RecordWriteOutcome,
): Promise<RecordWriteResult<User>> {
  const user = await findUserById(db, id);
  if (!user) throw noSuchUser();
  return recordWriteResult(outcome, user);
}

/**
 * "Never the last admin", for a demotion and for an admin deleting their own account: the portal must keep
 * someone who can run it. The rule spans rows, so every admin is locked, in one statement in id order, before the
 * caller locks the account itself: two admins leaving at once queue up instead of deadlocking, and the second sees
 * the first's change. The refusal (worded
 * `refusal`) when `adminId` is the only admin, else null.
 */
export async function lastAdminRefusal(
  tx: Transaction,
  adminId: string,
  refusal: string,
): Promise<ConflictError | null> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  return admins.some((admin) => admin.id !== adminId) ? null : new ConflictError(refusal);
}
