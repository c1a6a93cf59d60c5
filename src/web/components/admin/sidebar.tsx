import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';
import { HouseHuntLogo } from '#web/components/brand/house-hunt-logo';
import { mayOpenAdminPage, type TeamRole } from '#web/lib/team-access';
import { isAdminNavItemActive, mainAdminNavItemsFor, settingsAdminNavItem } from './admin-nav-items';
import { MonthlyGrowthCard, type MonthlyGrowth } from './monthly-growth-card';
import { NavigationHelpBox } from './navigation-help-box';
import { SidebarNavItem } from './sidebar-nav-item';

/** Real counts for the sidebar badges, when the caller has them. */
export type SidebarCounts = { properties?: number; bookings?: number; enquiries?: number };

type SidebarProps = {
  /** Desktop only: icon-only rail (80 px) instead of the full 280 px sidebar. */
  collapsed: boolean;
  /** Small screens only: the sidebar is an overlay drawer. */
  drawerOpen: boolean;
  onToggleCollapsed: () => void;
  onCloseDrawer: () => void;
  counts?: SidebarCounts;
  growth?: MonthlyGrowth;
  /** Whose portal it is: an agent's lists only the pages they may open, without the admin's figures. */
  role?: TeamRole;
};

const iconButtonClass =
  'size-10 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-amber-200';

export function Sidebar({
  collapsed,
  drawerOpen,
  onToggleCollapsed,
  onCloseDrawer,
  counts = {},
  growth,
  role = 'admin',
}: SidebarProps) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = useEffectEvent(onCloseDrawer);

  // An open drawer takes focus and closes on Escape, like any modal panel.
  useEffect(() => {
    if (!drawerOpen) return;
    closeButtonRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen]);

  const badgeFor = (label: string) => {
    if (label === 'Properties' && counts.properties !== undefined)
      return { count: counts.properties, description: `${counts.properties} active listings` };
    if (label === 'Bookings' && counts.bookings !== undefined)
      return { count: counts.bookings, description: `${counts.bookings} pending visits` };
    if (label === 'Enquiries' && counts.enquiries !== undefined)
      return { count: counts.enquiries, description: `${counts.enquiries} new enquiries` };
    return undefined;
  };

  return (
    <>
      {drawerOpen ? (
        <div
          className="fixed inset-0 z-40 bg-stone-950/50 lg:hidden"
          aria-hidden="true"
          onClick={onCloseDrawer}
        />
      ) : null}
      <aside
        id="admin-sidebar"
        data-testid="admin-sidebar"
        aria-label="Admin Portal"
        className={`fixed inset-y-0 left-0 z-50 flex w-[280px] max-w-[calc(100vw-3rem)] flex-col border-r border-brand-100 bg-white duration-300 motion-reduce:transition-none lg:sticky lg:top-0 lg:z-auto lg:h-dvh lg:max-w-none lg:translate-x-0 lg:visible dark:border-stone-800 dark:bg-stone-900 ${
          collapsed ? 'lg:w-20' : ''
        } ${
          // Visibility animates only on the way out, so an opening drawer is focusable at once.
          drawerOpen
            ? 'translate-x-0 transition-[width,transform]'
            : 'invisible -translate-x-full transition-[width,transform,visibility]'
        }`}
      >
        <div
          className={`flex h-20 shrink-0 items-center gap-3 border-b border-brand-100 px-4 dark:border-stone-800 ${
            collapsed ? 'lg:justify-center lg:px-0' : ''
          }`}
        >
          <div className={`flex min-w-0 flex-1 items-center gap-2.5 ${collapsed ? 'lg:hidden' : ''}`}>
            <HouseHuntLogo className="size-9 shrink-0" />
            <span className="truncate text-lg font-bold text-brand-800 dark:text-amber-100">
              Admin Portal
            </span>
          </div>
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-controls="admin-sidebar"
            aria-expanded={!collapsed}
            className={`hidden lg:inline-flex ${iconButtonClass}`}
          >
            {collapsed ? (
              <PanelLeftOpen className="size-5" aria-hidden="true" />
            ) : (
              <PanelLeftClose className="size-5" aria-hidden="true" />
            )}
          </button>
          <button
            ref={closeButtonRef}
            type="button"
            onClick={onCloseDrawer}
            aria-label="Close navigation"
            className={`inline-flex lg:hidden ${iconButtonClass}`}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>

        <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-3 py-4">
          <nav ref={navRef} aria-label="Admin navigation">
            <ul className="space-y-1">
              {mainAdminNavItemsFor(role).map((item) => (
                <li key={item.to}>
                  <SidebarNavItem
                    item={item}
                    active={isAdminNavItemActive(item, pathname)}
                    collapsed={collapsed}
                    badge={badgeFor(item.label)}
                    onNavigate={onCloseDrawer}
                  />
                </li>
              ))}
            </ul>
          </nav>
          <div className={`mt-auto space-y-3 ${collapsed ? 'lg:hidden' : ''}`}>
            {role === 'admin' && <MonthlyGrowthCard growth={growth} />}
            <NavigationHelpBox onGoToNavigation={() => navRef.current?.querySelector('a')?.focus()} />
          </div>
        </div>

        {mayOpenAdminPage(role, settingsAdminNavItem.to) && (
          <nav
            aria-label="Admin settings"
            className="shrink-0 border-t border-brand-100 px-3 py-3 dark:border-stone-800"
          >
            <SidebarNavItem
              item={settingsAdminNavItem}
              active={isAdminNavItemActive(settingsAdminNavItem, pathname)}
              collapsed={collapsed}
              onNavigate={onCloseDrawer}
            />
          </nav>
        )}
      </aside>
    </>
  );
}
