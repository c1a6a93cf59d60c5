/**
 * The team's agents (issue 24, part 4): who they are, how new leads are dealt to them (lead routing), and which
 * listing each is given. How fast each answers is the dashboard's (dashboard/response-times.ts).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { LeadRouting, ListingAgentChange } from '#domain/lead-routing';
import { audited, type AuditActor } from '#server/audit/audit-log';
import type { Database } from '#server/db/client';
import {
  lockRecord,
  recordWriteResult,
  saveRecordChange,
  type RecordWriteResult,
  type VersionedRecord,
} from '#server/db/record-write';
import { leadRouting, properties, users } from '#server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '#server/errors';

export async function listAgents(db: Database) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, 'agent'))
    .orderBy(asc(users.id));
}

/** The routing as saved, and its version (0 before the first save: the default, to the listing's agent). */
export async function readLeadRouting(db: Database) {
  const [row] = await db.select().from(leadRouting).where(eq(leadRouting.id, 1));
  return { routing: { mode: row?.mode ?? 'listing-agent' }, version: row?.version ?? 0 };
}

/**
 * Saves the mode on the version the admin read. The row may not exist yet (no save, no round-robin lead): the
 * first save makes it, and the turn counter is never touched here, so a change of mode loses no turn.
 */
export async function saveLeadRouting(
  db: Database,
  { mode, version }: LeadRouting & { version: number },
  actor: AuditActor,
) {
  await db.transaction(async (tx) => {
    await tx.insert(leadRouting).values({ id: 1, version: 0 }).onConflictDoNothing();
    const [current] = await tx.select().from(leadRouting).where(eq(leadRouting.id, 1)).for('update');
    if (current!.version !== version) {
      throw new ConflictError('Someone else changed how leads are assigned. Reload and try again.');
    }
    if (current!.mode === mode) return;
    await tx
      .update(leadRouting)
      .set({ mode, version: sql`${leadRouting.version} + 1`, updatedAt: new Date() })
      .where(eq(leadRouting.id, 1));
    await audited({
      actor,
      action: 'lead-routing.changed',
      entityType: 'lead-routing',
      details: { from: current!.mode, to: mode },
    })(tx);
  });
  return readLeadRouting(db);
}

const listingNotFound = () => new NotFoundError('We could not find this listing. It may have been deleted.');

const LISTING: VersionedRecord<typeof properties> = {
  table: properties,
  key: properties.id,
  notFound: listingNotFound,
  changedMessage: () => 'Someone else changed this listing a moment ago. Check it and try again.',
};

async function readListingAgent(db: Database, id: string) {
  const [row] = await db
    .select({ id: properties.id, assignedAgentId: properties.assignedAgentId, version: properties.version })
    .from(properties)
    .where(eq(properties.id, id));
  if (!row) throw listingNotFound();
  return row;
}

/** Gives a listing to one of the team's agents (or to none); a user who is not an agent is refused. */
export async function assignListingAgent(
  db: Database,
  id: string,
  { agentId, version }: ListingAgentChange,
  actor: AuditActor,
): Promise<RecordWriteResult<{ id: string; assignedAgentId: string | null; version: number }>> {
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRecord(tx, LISTING, id);
    if (agentId) {
      const [agent] = await tx.select({ role: users.role }).from(users).where(eq(users.id, agentId));
      if (agent?.role !== 'agent') {
        const message = 'Choose one of the team’s agents';
        return saveRecordChange(tx, LISTING, {
          id,
          current,
          version,
          decision: new ValidationError(message, { agentId: message }),
        });
      }
    }
    return saveRecordChange(tx, LISTING, {
      id,
      current,
      version,
      decision:
        current.assignedAgentId === agentId
          ? null
          : {
              set: { assignedAgentId: agentId, updatedAt: new Date() },
              effects: [
                audited({
                  actor,
                  action: 'listing.agent-assigned',
                  entityType: 'property',
                  entityId: id,
                  details: { from: current.assignedAgentId, to: agentId, title: current.title },
                }),
              ],
            },
    });
  });
  return recordWriteResult(outcome, await readListingAgent(db, id));
}
