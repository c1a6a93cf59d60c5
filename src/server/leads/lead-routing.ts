/**
 * Gives a new lead (booking or enquiry) to one of the team's agents, in the lead's own insert transaction, by the
 * routing the admins chose (domain/lead-routing.ts). Round-robin takes its turn from one counter row, incremented
 * with `returning` under the row's lock: concurrent leads, in one process or several, each get a turn of their
 * own, so none is lost or dealt twice and the agents' shares differ by at most one.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { agentForTurn, type LeadRoutingMode } from '#domain/lead-routing';
import type { Database } from '#server/db/client';
import { bookings, enquiries, leadRouting, properties, users } from '#server/db/schema';

type LeadTable = typeof bookings | typeof enquiries;

async function routingMode(tx: Database): Promise<LeadRoutingMode> {
  const [row] = await tx.select({ mode: leadRouting.mode }).from(leadRouting).where(eq(leadRouting.id, 1));
  return row?.mode ?? 'listing-agent';
}

/** The next turn: made by the first lead ever, then counted up; the row lock orders concurrent leads. */
async function takeTurn(tx: Database): Promise<number> {
  const [row] = await tx
    .insert(leadRouting)
    .values({ id: 1, turns: 1 })
    .onConflictDoUpdate({ target: leadRouting.id, set: { turns: sql`${leadRouting.turns} + 1` } })
    .returning({ turns: leadRouting.turns });
  return row!.turns;
}

async function agentOfListing(tx: Database, propertyId: string | null): Promise<string | null> {
  if (!propertyId) return null;
  const [row] = await tx
    .select({ agentId: properties.assignedAgentId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.agentId ?? null;
}

/** The agent a new lead goes to under the routing now chosen, or null for the whole team. */
export async function agentForNewLead(tx: Database, propertyId: string | null): Promise<string | null> {
  if ((await routingMode(tx)) === 'listing-agent') return agentOfListing(tx, propertyId);
  const agents = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'agent'))
    .orderBy(asc(users.id));
  if (agents.length === 0) return null;
  return agentForTurn(agents, await takeTurn(tx))!.id;
}

/** Assigns a lead just inserted (in its transaction) and returns it as saved. */
export async function assignNewLead<Lead extends { id: string; propertyId: string | null }>(
  tx: Database,
  table: LeadTable,
  lead: Lead,
): Promise<Lead> {
  const agentId = await agentForNewLead(tx, lead.propertyId);
  if (!agentId) return lead;
  // Drizzle's builders cannot follow a union of tables, so each is named.
  if (table === bookings) {
    await tx.update(bookings).set({ assignedAgentId: agentId }).where(eq(bookings.id, lead.id));
  } else {
    await tx.update(enquiries).set({ assignedAgentId: agentId }).where(eq(enquiries.id, lead.id));
  }
  return { ...lead, assignedAgentId: agentId };
}
