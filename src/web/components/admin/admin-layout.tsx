import { useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useCurrentPageTitle } from '#web/lib/route-handle';
import { SkipLink } from '#web/components/layout/skip-link';
import { PageLoader } from '#web/components/ui/page-loader';
import { useMediaQuery } from '#web/components/ui/use-media-query';
import { AdminHeader } from './admin-header';
import type { AdminProfile } from './admin-user';
import { AdminPageHeader } from './admin-page-header';
import type { MonthlyGrowth } from './monthly-growth-card';
import { Sidebar } from './sidebar';
import type { TeamRole } from '#web/lib/team-access';

/** Tailwind's `lg` breakpoint: from here the sidebar sits beside the page instead of over it. */
const DESKTOP_QUERY = '(min-width: 64rem)';

/** The shell's live figures: sidebar badges, summary tiles and Monthly Growth; a dash while unknown. */
export type AdminShellFigures = {
  activeListings: number;
  pendingVisits: number;
  newEnquiries: number;
  growth: MonthlyGrowth;
};

/**
 * The portal's frame around every admin page; `profile` is the signed-in admin and how to sign out, `figures`
 * the counts the shell shows.
 */
export function AdminLayout({
  profile,
  figures,
  notificationBell,
  search,
  role = 'admin',
}: {
  profile: AdminProfile;
  /** Whose portal it is: an agent's shows only the pages they may open (lib/team-access.ts). */
  role?: TeamRole;
  figures?: AdminShellFigures;
  /** The header's bell, composed by the app from the notifications feature. */
  notificationBell?: ReactNode;
  /** The header's search box (spec: 288 px, 320 px focused), composed by the app from the admin-search feature. */
  search?: ReactNode;
}) {
  const pageTitle = useCurrentPageTitle() ?? 'Dashboard';
  const navigation = useNavigation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  // Starts open on desktop (spec); the small-screen drawer starts closed so it does not hide the page.
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggleSidebar = () => {
    if (isDesktop) setCollapsed((isCollapsed) => !isCollapsed);
    else setDrawerOpen((isOpen) => !isOpen);
  };
  const location = useLocation();
  // Only a move to another admin page swaps in the loader; a page changing its own search parameters
  // (the listings table's filters) keeps showing, with its own busy state, and keeps focus where it is.
  const loadingAdminPage =
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith('/admin') &&
    navigation.location.pathname !== location.pathname;

  return (
    <div className="flex min-h-dvh bg-stone-50 dark:bg-stone-950">
      <SkipLink />
      <Sidebar
        collapsed={collapsed}
        drawerOpen={drawerOpen && !isDesktop}
        onToggleCollapsed={() => setCollapsed((isCollapsed) => !isCollapsed)}
        onCloseDrawer={() => setDrawerOpen(false)}
        counts={
          figures && {
            properties: figures.activeListings,
            bookings: figures.pendingVisits,
            enquiries: figures.newEnquiries,
          }
        }
        growth={figures?.growth}
        role={role}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader
          onToggleSidebar={toggleSidebar}
          sidebarExpanded={isDesktop ? !collapsed : drawerOpen}
          profile={profile}
          notificationBell={notificationBell}
          search={search}
          role={role}
        />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          <AdminPageHeader
            title={pageTitle}
            summary={
              figures && { activeProperties: figures.activeListings, pendingVisits: figures.pendingVisits }
            }
          />
          <div className="mt-6">
            {loadingAdminPage ? <PageLoader label="Loading HouseHunt Admin..." /> : <Outlet />}
          </div>
        </main>
      </div>
    </div>
  );
}
