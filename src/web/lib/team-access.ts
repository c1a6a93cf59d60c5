/**
 * Who may use the admin portal and which of its pages (issue 24): an admin every page; an agent the listings
 * assigned to them and their leads, as the server's team routes allow (auth/team-scope.ts). The router's guard,
 * the sidebar and the account menu read this one table.
 */
import { matchPath } from 'react-router';
import { SITE_ROUTES, type SiteRouteId } from '#domain/site-routes';
import type { SessionUser } from './session';

export type TeamRole = 'admin' | 'agent';

/** The portal's pages an agent may open. The dashboard, settings, mail and notifications stay the admin's. */
export const AGENT_PAGES = [
  'adminProperties',
  'adminEditProperty',
  'adminListingImport',
  'adminBookings',
  'adminOrders',
  'adminEnquiries',
] as const satisfies readonly SiteRouteId[];

/** Where an agent's portal opens: their listings. */
export const AGENT_HOME = SITE_ROUTES.adminProperties.path;

/** The user's role in the team, or null for a visitor (or no one). */
export function teamRoleOf(user: Pick<SessionUser, 'role'> | null | undefined): TeamRole | null {
  return user?.role === 'admin' || user?.role === 'agent' ? user.role : null;
}

/** Whether a team member may open the portal page at `pathname`. */
export function mayOpenAdminPage(role: TeamRole, pathname: string): boolean {
  if (role === 'admin') return true;
  return AGENT_PAGES.some((id) => matchPath({ path: SITE_ROUTES[id].path, end: true }, pathname) !== null);
}
