import {
  CalendarCheck,
  Building2,
  Inbox,
  LayoutDashboard,
  Settings,
  SquarePlus,
  type LucideIcon,
} from 'lucide-react';
import { matchPath } from 'react-router';

export type AdminNavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Paths on which this item counts as the current page. */
  activeOn: string[];
};

export const mainAdminNavItems: AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, activeOn: ['/admin'] },
  {
    label: 'Properties',
    to: '/admin/properties',
    icon: Building2,
    activeOn: ['/admin/properties', '/admin/edit-property/:propertyId'],
  },
  { label: 'Add Property', to: '/admin/add-property', icon: SquarePlus, activeOn: ['/admin/add-property'] },
  {
    label: 'Bookings',
    to: '/admin/bookings',
    icon: CalendarCheck,
    activeOn: ['/admin/bookings', '/admin/orders'],
  },
  { label: 'Enquiries', to: '/admin/enquiries', icon: Inbox, activeOn: ['/admin/enquiries'] },
];

export const settingsAdminNavItem: AdminNavItem = {
  label: 'Settings',
  to: '/admin/settings',
  icon: Settings,
  activeOn: ['/admin/settings'],
};

export function isAdminNavItemActive(item: AdminNavItem, pathname: string): boolean {
  return item.activeOn.some((path) => matchPath({ path, end: true }, pathname) !== null);
}
