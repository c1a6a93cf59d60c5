import { useId } from 'react';
import { Link } from 'react-router';
import type { AdminNavItem } from './admin-nav-items';

type SidebarNavItemProps = {
  item: AdminNavItem;
  active: boolean;
  collapsed: boolean;
  /**
   * A real count from the server; without one no badge is drawn. The description is what screen readers hear
   * after the item's name, which stays the bare label.
   */
  badge?: { count: number; description: string };
  onNavigate?: () => void;
};

export function SidebarNavItem({ item, active, collapsed, badge, onNavigate }: SidebarNavItemProps) {
  const Icon = item.icon;
  const badgeId = useId();
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      aria-describedby={badge ? badgeId : undefined}
      title={collapsed ? item.label : undefined}
      className={`flex min-h-11 items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors ${
        collapsed ? 'lg:justify-center lg:px-0' : ''
      } ${
        active
          ? 'bg-brand-700 text-white shadow-sm dark:bg-amber-500 dark:text-stone-950'
          : 'text-stone-700 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-amber-200'
      }`}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span className={`truncate ${collapsed ? 'lg:sr-only' : ''}`}>{item.label}</span>
      {badge !== undefined ? (
        <span
          aria-hidden="true"
          data-testid={`${item.label.toLowerCase()}-badge`}
          className={`ml-auto rounded-full px-2 py-0.5 text-xs font-semibold ${
            active
              ? 'bg-white/20 text-white dark:bg-stone-950/20 dark:text-stone-950'
              : 'bg-brand-100 text-brand-800'
          } ${collapsed ? 'lg:hidden' : ''}`}
        >
          {badge.count.toLocaleString('en-IN')}
        </span>
      ) : null}
      {badge ? (
        <span id={badgeId} hidden>
          {badge.description}
        </span>
      ) : null}
    </Link>
  );
}
