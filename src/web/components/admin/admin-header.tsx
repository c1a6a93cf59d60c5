import { PanelLeft, Settings, UserCog } from 'lucide-react';
import { SITE_ROUTES } from '#domain/site-routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HouseHuntLogo } from '#web/components/brand/house-hunt-logo';
import { DarkModeToggle } from '#web/components/theme/dark-mode-toggle';
import { UserMenu, type UserMenuLinkItem } from '#web/components/ui/user-menu';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_NAME, type AdminProfile } from './admin-user';
import { QuickActions } from './quick-actions';
import { mayOpenAdminPage, type TeamRole } from '#web/lib/team-access';

const PROFILE_LINKS: UserMenuLinkItem[] = [
  { to: SITE_ROUTES.adminProfile.path, label: SITE_ROUTES.adminProfile.title, icon: UserCog },
  { to: SITE_ROUTES.adminAccount.path, label: SITE_ROUTES.adminAccount.title, icon: Settings },
];

type AdminHeaderProps = {
  /** Whose portal it is: an agent's menu and shortcuts hold only the pages they may open. */
  role?: TeamRole;
  onToggleSidebar: () => void;
  sidebarExpanded: boolean;
  profile: AdminProfile;
  notificationBell?: ReactNode;
  search?: ReactNode;
};

export function AdminHeader({
  onToggleSidebar,
  sidebarExpanded,
  profile: { user = {}, onSignOut, signingOut = false },
  notificationBell,
  search,
  role = 'admin',
}: AdminHeaderProps) {
  return (
    <header className="sticky top-0 z-30 flex h-20 shrink-0 items-center gap-3 border-b border-brand-100 bg-white/90 px-4 backdrop-blur sm:px-6 dark:border-stone-800 dark:bg-stone-900/90">
      <button
        type="button"
        onClick={onToggleSidebar}
        aria-label="Toggle sidebar"
        aria-controls="admin-sidebar"
        aria-expanded={sidebarExpanded}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-amber-200"
      >
        <PanelLeft className="size-5" aria-hidden="true" />
      </button>
      {/* Where the search box does not fit, the brand keeps the header from looking empty. */}
      <Link to="/admin" aria-label="Admin dashboard" className="rounded-lg md:hidden">
        <HouseHuntLogo className="size-8" />
      </Link>
      {search}
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <QuickActions role={role} />
        <DarkModeToggle />
        {notificationBell}
        <UserMenu
          place="portal"
          name={user.displayName || DEFAULT_ADMIN_NAME}
          email={user.email || DEFAULT_ADMIN_EMAIL}
          photoURL={user.photoURL}
          links={PROFILE_LINKS.filter((link) => mayOpenAdminPage(role, link.to))}
          signingOut={signingOut}
          onSignOut={onSignOut}
        />
      </div>
    </header>
  );
}
