/** The dashboard's first-response figures: per agent, the median time to a first response; the leads still waiting. */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { type LeadResponseTimes, medianOf, WAITING_LEADS_LIMIT } from '#domain/lead-routing';
import type { Database } from '#server/db/client';
import { bookings, enquiries, users } from '#server/db/schema';

const listAgents = (db: Database) =>
  db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, 'agent'))
    .orderBy(asc(users.id));

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
