import { Building2, CalendarCheck, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { TeamRole } from '#web/lib/team-access';

const secondaryClass =
  'inline-flex h-10 items-center gap-2 rounded-full border border-brand-100 px-3 text-sm font-medium text-stone-700 hover:bg-brand-50 hover:text-brand-800 xl:px-4 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800';

/** Shortcuts to the busiest screens; shown on large screens only, where there is room. */
export function QuickActions({ role = 'admin' }: { role?: TeamRole }) {
  return (
    <nav aria-label="Quick actions" className="hidden items-center gap-2 lg:flex">
      {role === 'admin' && (
        <Link
          to="/admin/add-property"
          className="inline-flex h-10 items-center gap-2 rounded-full bg-brand-700 px-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 xl:px-4 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
        >
          <Plus className="size-4" aria-hidden="true" />
          <span className="sr-only xl:not-sr-only">Add Property</span>
        </Link>
      )}
      <Link to="/admin/bookings" className={secondaryClass}>
        <CalendarCheck className="size-4" aria-hidden="true" />
        <span className="sr-only xl:not-sr-only">Bookings</span>
      </Link>
      <Link to="/admin/properties" className={secondaryClass}>
        <Building2 className="size-4" aria-hidden="true" />
        <span className="sr-only xl:not-sr-only">Properties</span>
      </Link>
    </nav>
  );
}
