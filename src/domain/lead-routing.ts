/**
 * Lead routing (issue 24, part 4): how a new booking or enquiry is given to one of the team's agents, and the
 * first-response figures the dashboard shows per agent.
 */
import { z } from 'zod';

/**
 * `listing-agent`: a lead goes to the agent its listing is assigned to (none for a listing without one, or a
 * question about no listing); `round-robin`: each new lead goes to the next agent in turn, agents in a fixed order.
 */
export const LEAD_ROUTING_MODES = ['listing-agent', 'round-robin'] as const;
export type LeadRoutingMode = (typeof LEAD_ROUTING_MODES)[number];

export const LEAD_ROUTING_MODE_LABELS: Record<LeadRoutingMode, string> = {
  'listing-agent': "To the listing's agent",
  'round-robin': 'Round-robin among agents',
};

export const leadRoutingSchema = z.object({
  mode: z.enum(LEAD_ROUTING_MODES, { error: 'Choose how new leads are assigned' }),
});
export type LeadRouting = z.infer<typeof leadRoutingSchema>;

/** PUT /api/admin/lead-routing: the mode and the version the admin read (0 before the first save). */
export const leadRoutingChangeSchema = leadRoutingSchema.extend({ version: z.number().int().min(0) });

export const leadRoutingAnswerSchema = z.object({ routing: leadRoutingSchema, version: z.number().int() });
export type LeadRoutingAnswer = z.infer<typeof leadRoutingAnswerSchema>;

/** PUT /api/admin/properties/:id/agent: the team's agent a listing is given to, or null for none. */
export const listingAgentChangeSchema = z.object({
  agentId: z.uuid({ error: 'Not a user id' }).nullable(),
  version: z.number().int().min(1),
});
export type ListingAgentChange = z.infer<typeof listingAgentChangeSchema>;

/**
 * The agent whose turn a lead is: turns are numbered from 1 by the routing row's counter, agents ordered by id,
 * so n concurrent leads over k agents give each agent ⌊n/k⌋ or ⌈n/k⌉ of them.
 */
export function agentForTurn<T>(agentsById: readonly T[], turn: number): T | null {
  if (agentsById.length === 0) return null;
  return agentsById[(((turn - 1) % agentsById.length) + agentsById.length) % agentsById.length]!;
}

/** The median of some durations in milliseconds; null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A listing's agent as PUT /api/admin/properties/:id/agent answers it. */
export const listingAgentSchema = z.object({
  id: z.string(),
  assignedAgentId: z.string().nullable(),
  version: z.number().int(),
});

/** One of the team's agents, for the assignment choice. */
export const teamAgentSchema = z.object({ id: z.string(), name: z.string().nullable(), email: z.string() });
export const teamAgentsAnswerSchema = z.object({ agents: z.array(teamAgentSchema) });

/** GET /api/admin/agents/response-times: per agent, and the leads no one has answered yet, oldest first. */
export const leadResponseTimesSchema = z.object({
  agents: z.array(
    teamAgentSchema.extend({
      responded: z.number().int().describe('Leads of theirs with a first response'),
      medianFirstResponseMinutes: z.number().nullable(),
    }),
  ),
  waitingLongest: z.array(
    z.object({
      kind: z.enum(['booking', 'enquiry']),
      id: z.string(),
      name: z.string(),
      createdAt: z.string(),
      assignedAgentId: z.string().nullable(),
    }),
  ),
});
export type LeadResponseTimes = z.infer<typeof leadResponseTimesSchema>;

/** How many of the longest-waiting leads the dashboard lists. */
export const WAITING_LEADS_LIMIT = 10;
