/** Accounts: created at first sign-in, refreshed at each later one, promoted or demoted by admins. */
import { asc, eq, or } from 'drizzle-orm';
import type { ProfileUpdate } from '../../../domain/profile-update.js';
import type { UserProfile, UserRole } from '../../../domain/user-profile.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../../audit/audit-log.js';

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
  };
}

export type SignInIdentity = { email: string; name?: string | null; photoUrl?: string | null };

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
        name: identity.name ?? null,
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
        // The person edits their own name and photo in HouseHunt; the provider's only fill a gap.
        name: existing.name ?? identity.name ?? null,
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

export async function listUsers(db: Database): Promise<User[]> {
  return db.select().from(users).orderBy(asc(users.email));
}

/**
 * Changes a role. Refuses to demote the last admin, so the portal always has someone who can run it, and an
 * address in ADMIN_EMAILS (`bootstrapAdmins`), which its next sign-in would quietly promote again.
 */
export async function setUserRole(
  db: Database,
  target: { id: string } | { email: string },
  role: UserRole,
  actor: AuditActor,
  bootstrapAdmins: readonly string[] = [],
): Promise<User> {
  return db.transaction(async (tx) => {
    const where =
      'id' in target ? eq(users.id, target.id) : eq(users.email, target.email.trim().toLowerCase());
    const [user] = await tx.select().from(users).where(where);
    if (!user) throw new NotFoundError('No such user');
    // The target and every admin, locked in one statement in id order: two admins demoting each other
    // queue up instead of deadlocking, and the second sees the first's change.
    const locked = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(or(eq(users.id, user.id), eq(users.role, 'admin')))
      .orderBy(asc(users.id))
      .for('update');
    const current = locked.find((row) => row.id === user.id);
    if (!current) throw new NotFoundError('No such user');
    if (current.role === role) return { ...user, role };
    if (role === 'user' && bootstrapAdmins.includes(user.email)) {
      throw new ConflictError(
        `${user.email} is listed in the server's ADMIN_EMAILS setting and would be made admin again at the next sign-in. Remove it from ADMIN_EMAILS first.`,
      );
    }
    if (current.role === 'admin' && !locked.some((row) => row.role === 'admin' && row.id !== user.id)) {
      throw new ConflictError('This is the last admin: make someone else admin first');
    }
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, user.id)).returning();
    await writeAudit(tx, {
      actor,
      action: 'user.role-changed',
      entityType: 'user',
      entityId: user.id,
      details: { email: user.email, from: current.role, to: role },
    });
    return updated!;
  });
}

/** The person's own name and photo; the audit entry keeps what they were. */
export async function updateProfile(db: Database, userId: string, update: ProfileUpdate): Promise<User> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw new NotFoundError('No such user');
    const [updated] = await tx
      .update(users)
      .set({ name: update.name, photoUrl: update.photoURL })
      .where(eq(users.id, userId))
      .returning();
    await writeAudit(tx, {
      actor: { id: before.id, email: before.email },
      action: 'user.profile-updated',
      entityType: 'user',
      entityId: before.id,
      details: {
        before: { name: before.name, photoURL: before.photoUrl },
        after: { name: update.name, photoURL: update.photoURL },
      },
    });
    return updated!;
  });
}
