import {
  CalendarCheck,
  Building2,
  Inbox,
  LayoutDashboard,
  Mail,
  Settings,
  SquarePlus,
  type LucideIcon,
} from 'lucide-react';
import { matchPath } from 'react-router';
import { SITE_ROUTES, type SiteRouteId } from '#domain/site-routes';
import { mayOpenAdminPage, type TeamRole } from '#web/lib/team-access';

export type AdminNavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Paths on which this item counts as the current page. */
  activeOn: string[];
};

/** A sidebar link to a page of the route table, under the page's title. */
function navItem(id: SiteRouteId, icon: LucideIcon, alsoActiveOn: SiteRouteId[] = []): AdminNavItem {
  const { path, title } = SITE_ROUTES[id];
  return {
    label: title,
    to: path,
    icon,
    activeOn: [path, ...alsoActiveOn.map((other) => SITE_ROUTES[other].path)],
  };
}

export const mainAdminNavItems: AdminNavItem[] = [
  navItem('adminDashboard', LayoutDashboard),
  navItem('adminProperties', Building2, ['adminEditProperty', 'adminListingImport']),
  navItem('adminAddProperty', SquarePlus),
  navItem('adminBookings', CalendarCheck, ['adminOrders']),
  navItem('adminEnquiries', Inbox),
  navItem('adminSentMail', Mail),
];

export const settingsAdminNavItem: AdminNavItem = navItem('adminSettings', Settings);

/** The sidebar's items a team member may open: an agent sees their listings and leads only. */
export function mainAdminNavItemsFor(role: TeamRole): AdminNavItem[] {
  return mainAdminNavItems.filter((item) => mayOpenAdminPage(role, item.to));
}

export function isAdminNavItemActive(item: AdminNavItem, pathname: string): boolean {
  return item.activeOn.some((path) => matchPath({ path, end: true }, pathname) !== null);
}
