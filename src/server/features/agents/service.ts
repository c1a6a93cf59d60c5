/**
 * The team's agents (issue 24, part 4): who they are, how new leads are dealt to them (lead routing), which listing
 * each is given, and how fast each first answers their leads.
 */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import {
  type LeadResponseTimes,
  type LeadRouting,
  type ListingAgentChange,
  medianOf,
  WAITING_LEADS_LIMIT,
} from '#domain/lead-routing';
import { audited, type AuditActor } from '#server/audit/audit-log';
import type { Database } from '#server/db/client';
import {
  lockRecord,
  recordWriteResult,
  saveRecordChange,
  type RecordWriteResult,
  type VersionedRecord,
} from '#server/db/record-write';
import { bookings, enquiries, leadRouting, properties, users } from '#server/db/schema';
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

type LeadTimes = { assignedAgentId: string | null; createdAt: Date; firstRespondedAt: Date | null };

async function leadTimes(db: Database): Promise<LeadTimes[]> {
  const columns = (table: typeof bookings | typeof enquiries) => ({
    assignedAgentId: table.assignedAgentId,
    createdAt: table.createdAt,
    firstRespondedAt: table.firstRespondedAt,
  });
  const [fromBookings, fromEnquiries] = await Promise.all([
    db
      .select(columns(bookings))
      .from(bookings)
      .where(sql`${bookings.assignedAgentId} is not null`),
    db
      .select(columns(enquiries))
      .from(enquiries)
      .where(sql`${enquiries.assignedAgentId} is not null`),
  ]);
  return [...fromBookings, ...fromEnquiries];
}

/** Per agent, the median first-response time of their answered leads; and the leads waiting longest for one. */
export async function leadResponseTimes(db: Database): Promise<LeadResponseTimes> {
  const waitingColumns = (table: typeof bookings | typeof enquiries) => ({
    id: table.id,
    name: table.name,
    createdAt: table.createdAt,
    assignedAgentId: table.assignedAgentId,
  });
  const [agents, times, waitingBookings, waitingEnquiries] = await Promise.all([
    listAgents(db),
    leadTimes(db),
    db
      .select(waitingColumns(bookings))
      .from(bookings)
      .where(isNull(bookings.firstRespondedAt))
      .orderBy(asc(bookings.createdAt), asc(bookings.id))
      .limit(WAITING_LEADS_LIMIT),
    db
      .select(waitingColumns(enquiries))
      .from(enquiries)
      .where(isNull(enquiries.firstRespondedAt))
      .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
      .limit(WAITING_LEADS_LIMIT),
  ]);
  const waitingLongest = [
    ...waitingBookings.map((lead) => ({ ...lead, kind: 'booking' as const })),
    ...waitingEnquiries.map((lead) => ({ ...lead, kind: 'enquiry' as const })),
  ]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .slice(0, WAITING_LEADS_LIMIT)
    .map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() }));
  return {
    agents: agents.map((agent) => {
      const waits = times
        .filter((lead) => lead.assignedAgentId === agent.id && lead.firstRespondedAt)
        .map((lead) => lead.firstRespondedAt!.getTime() - lead.createdAt.getTime());
      const median = medianOf(waits);
      return {
        ...agent,
        responded: waits.length,
        medianFirstResponseMinutes: median === null ? null : Math.round(median / 60_000),
      };
    }),
    waitingLongest,
  };
}
