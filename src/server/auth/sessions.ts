/**
 * Server-side sessions in the database, so any server process can serve any request. The browser holds
 * only an opaque random id; the table holds its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { authRequests, sessions, users } from '#server/db/schema';
import type { User } from './user-record.js';

export const SESSION_COOKIE = 'hh_session';
// Writing last-seen on every request would turn each read into a write; a few minutes is close enough.
const TOUCH_AFTER_MS = 5 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

export type ActiveSession = { idHash: string; csrfToken: string; user: User };

export async function createSession(db: Database, userId: string, ttlHours: number, userAgent?: string) {
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    csrfToken,
    userAgent: userAgent?.slice(0, 300) ?? null,
    expiresAt,
  });
  return { token, csrfToken, expiresAt };
}

/** The live session for a cookie value, and its new expiry when it was slid forward; null when unknown or expired. */
export async function resumeSession(
  db: Database,
  token: string,
  ttlHours: number,
): Promise<{ session: ActiveSession; extendedTo: Date | null } | null> {
  const idHash = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const session = { idHash, csrfToken: row.session.csrfToken, user: row.user };
  if (now.getTime() - row.session.lastSeenAt.getTime() <= TOUCH_AFTER_MS)
    return { session, extendedTo: null };
  const extendedTo = new Date(now.getTime() + ttlHours * 3_600_000);
  await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: extendedTo })
    .where(eq(sessions.idHash, idHash));
  return { session, extendedTo };
}

export async function destroySession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

/** Ends every session of one person, on every device; the number ended. */
export async function destroyAllSessions(db: Database, userId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ idHash: sessions.idHash });
  return ended.length;
}

/** Expired sessions and abandoned sign-ins; run now and then, not on every request. */
export async function sweepExpiredAuthState(db: Database): Promise<void> {
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(authRequests).where(lt(authRequests.expiresAt, now));
}
