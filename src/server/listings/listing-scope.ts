/**
 * Which listings a team member may act on in the admin's listings screens: an admin every one, an agent only the
 * listings assigned to them (properties.assigned_agent_id). A listing outside the scope answers 404, as one that
 * does not exist, so an agent cannot learn that it does (auth/team-scope.ts).
 */
import { eq, type SQL } from 'drizzle-orm';
import type { TeamScope } from '#server/auth/team-scope';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';
import { listingNotFound } from '#server/listings/listing-record';

/** The condition on properties that keeps the listings in scope; undefined for everything. */
export function listingScopeCondition(scope: TeamScope): SQL | undefined {
  return scope.kind === 'agent' ? eq(properties.assignedAgentId, scope.agentId) : undefined;
}

/** Throws the listing's 404 when it is missing or, for an agent, not assigned to them. */
export async function assertListingInScope(db: Database, scope: TeamScope, id: string): Promise<void> {
  if (scope.kind === 'everything') return;
  const [row] = await db
    .select({ assignedAgentId: properties.assignedAgentId })
    .from(properties)
    .where(eq(properties.id, id));
  if (row?.assignedAgentId !== scope.agentId) throw listingNotFound();
}
