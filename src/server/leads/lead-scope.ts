/**
 * Whose leads a request may see and act on: an admin all of them, an agent those assigned to them, a lister those
 * on the listings they posted (properties.listed_by). The bookings and enquiries features filter their lists by
 * `leadScopeCondition` and refuse a single lead outside the scope as not found (auth/team-scope.ts).
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { TeamScope } from '#server/auth/team-scope';
import type { Database } from '#server/db/client';
import { bookings, enquiries, properties } from '#server/db/schema';

export type LeadScope = TeamScope | { kind: 'lister'; userId: string };

type LeadTable = typeof bookings | typeof enquiries;

/** The listings a lister posted, as a subquery. */
const listingsOf = (db: Database, userId: string) =>
  db.select({ id: properties.id }).from(properties).where(eq(properties.listedBy, userId));

/** The condition on `table` that keeps the leads in scope; undefined for everything. */
export function leadScopeCondition(db: Database, table: LeadTable, scope: LeadScope): SQL | undefined {
  switch (scope.kind) {
    case 'everything':
      return undefined;
    case 'agent':
      return eq(table.assignedAgentId, scope.agentId);
    case 'lister':
      return inArray(table.propertyId, listingsOf(db, scope.userId));
  }
}

/** Whether one lead (as stored) is in scope. */
export async function isLeadInScope(
  db: Database,
  scope: LeadScope,
  lead: { assignedAgentId: string | null; propertyId: string | null },
): Promise<boolean> {
  switch (scope.kind) {
    case 'everything':
      return true;
    case 'agent':
      return lead.assignedAgentId === scope.agentId;
    case 'lister': {
      if (!lead.propertyId) return false;
      const [row] = await db
        .select({ listedBy: properties.listedBy })
        .from(properties)
        .where(eq(properties.id, lead.propertyId));
      return row?.listedBy === scope.userId;
    }
  }
}
