/**
 * What a team member may see on a route open to admins and agents (`app.requireTeam`): an admin everything, an
 * agent only the listings and leads assigned to them. Services take the scope and answer 404 for a record outside
 * it, as for one that does not exist, so an agent cannot even learn that it does.
 */
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '#server/errors';

/** `everything` for an admin; for an agent, their own user id. */
export type TeamScope = { kind: 'everything' } | { kind: 'agent'; agentId: string };

export const EVERYTHING: TeamScope = { kind: 'everything' };

export function teamScopeOf(request: FastifyRequest): TeamScope {
  const user = request.session?.user;
  if (!user) throw new UnauthorizedError();
  return user.role === 'agent' ? { kind: 'agent', agentId: user.id } : EVERYTHING;
}
