/** Who did what, when: every sign-in, role change and listing change lands here. */
import type { Database } from '#server/db/client';
import { auditLog } from '#server/db/schema';

export type AuditActor = { id: string | null; email: string | null };

export const SYSTEM_ACTOR: AuditActor = { id: null, email: null };

/** The signed-in person behind a request, for routes that only run with a session (behind requireAdmin). */
export function auditActorOf(request: {
  session: { user: { id: string; email: string } } | null;
}): AuditActor {
  if (!request.session) throw new Error('An audited change needs a signed-in session');
  return { id: request.session.user.id, email: request.session.user.email };
}

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  entityType: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
};

export async function writeAudit(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    details: entry.details ?? {},
  });
}

/** The entry as one of a record write's effects (db/record-write.ts): written in that write's transaction. */
export const audited =
  (entry: AuditEntry) =>
  (tx: Pick<Database, 'insert'>): Promise<void> =>
    writeAudit(tx, entry);
