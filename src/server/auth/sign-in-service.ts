/**
 * What a sign-in writes: the pending sign-in kept between leaving for the identity provider and coming
 * back, the account and the new session it ends in, sign-out, and the audit trail of each.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { authRequests } from '#server/db/schema';
import { SYSTEM_ACTOR, writeAudit, type AuditActor } from '#server/audit/audit-log';
import { linkVisitorRecordsToAccount } from '#server/anonymous-forms/account-linking';
import { recordSignIn, type User } from './user-record.js';
import { nameFromEmail } from './demo-accounts.js';
import type { VerifiedIdentity } from './relying-party.js';
import { createSession, destroySession } from './sessions.js';

const SIGN_IN_WINDOW_MS = 10 * 60_000;
/** How long the browser may take at the provider; the state cookie lives as long as the pending sign-in. */
export const SIGN_IN_WINDOW_SECONDS = SIGN_IN_WINDOW_MS / 1000;

export type SignInMode = 'popup' | 'redirect';
export type PendingSignIn = typeof authRequests.$inferSelect;

export async function savePendingSignIn(
  db: Database,
  pending: Pick<PendingSignIn, 'state' | 'provider' | 'codeVerifier' | 'nonce' | 'returnTo' | 'mode'>,
): Promise<void> {
  await db.insert(authRequests).values({ ...pending, expiresAt: new Date(Date.now() + SIGN_IN_WINDOW_MS) });
}

/**
 * The pending sign-in a callback completes, taken out of the table: that is what makes a callback
 * single-use, as a replayed one finds nothing. Undefined when unknown, expired or for another provider.
 */
export async function takePendingSignIn(
  db: Database,
  state: string,
  providerId: string,
): Promise<PendingSignIn | undefined> {
  const [pending] = await db
    .delete(authRequests)
    .where(
      and(
        eq(authRequests.state, state),
        eq(authRequests.provider, providerId),
        gt(authRequests.expiresAt, new Date()),
      ),
    )
    .returning();
  return pending;
}

export async function recordFailedSignIn(db: Database, providerId: string, reason: string): Promise<void> {
  await writeAudit(db, {
    actor: SYSTEM_ACTOR,
    action: 'auth.sign-in-failed',
    entityType: 'auth',
    details: { provider: providerId, reason },
  });
}

/**
 * The account a verified identity signs in to, and a new session for it. Throws AdminSignInRefusedError
 * when an admin address comes through a provider that may not make admin sessions.
 */
export async function completeSignIn(
  db: Database,
  config: Config,
  signIn: {
    providerId: string;
    identity: VerifiedIdentity;
    /** The session cookie the browser came with, if any. */
    previousSessionToken: string | undefined;
    userAgent: string | undefined;
  },
): Promise<{ user: User; session: { token: string; expiresAt: Date } }> {
  const { providerId, identity } = signIn;
  const { user } = await recordSignIn(
    db,
    {
      email: identity.email,
      name: identity.name,
      fallbackName: nameFromEmail(identity.email),
      photoUrl: identity.picture,
    },
    config.adminEmails,
    // Anyone can type any address into the development sign-in: only where it is a convenience may it
    // make an admin session.
    { admitsAdmin: providerId !== 'dev' || config.devIdentityProvider?.grantsAdmin === true },
  );
  // What they booked or asked signed out joins their account, when the provider vouches for the address.
  if (identity.emailVerified) await linkVisitorRecordsToAccount(db, user);
  // A new session id at every sign-in: an id planted before sign-in is worth nothing after it.
  if (signIn.previousSessionToken) await destroySession(db, signIn.previousSessionToken);
  const session = await createSession(db, user.id, config.session.ttlHours, signIn.userAgent);
  await writeAudit(db, {
    actor: { id: user.id, email: user.email },
    action: 'auth.signed-in',
    entityType: 'user',
    entityId: user.id,
    details: { provider: providerId },
  });
  return { user, session };
}

export async function signOut(db: Database, sessionToken: string, actor: AuditActor): Promise<void> {
  await destroySession(db, sessionToken);
  await writeAudit(db, { actor, action: 'auth.signed-out', entityType: 'user', entityId: actor.id });
}
