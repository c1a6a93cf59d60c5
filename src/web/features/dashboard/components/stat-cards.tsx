import { CalendarClock, Home, KeyRound, MessageSquareText, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminCounts } from '#domain/dashboard-figures';

type Stat = { label: string; value: number; hint: string; to: string; icon: LucideIcon; testId: string };

/** The four headline figures, each leading to the screen where they are worked on. */
export function StatCards({ counts }: { counts: AdminCounts }) {
  const stats: Stat[] = [
    {
      label: 'Listings for sale',
      value: counts.activeListings.forSale,
      hint: `of ${counts.activeListings.total.toLocaleString('en-IN')} active listings`,
      to: '/admin/properties?status=sale',
      icon: Home,
      testId: 'stat-for-sale',
    },
    {
      label: 'Listings for rent',
      value: counts.activeListings.forRent,
      hint: `of ${counts.activeListings.total.toLocaleString('en-IN')} active listings`,
      to: '/admin/properties?status=rent',
      icon: KeyRound,
      testId: 'stat-for-rent',
    },
    {
      label: 'Pending visits',
      value: counts.pendingVisits,
      hint: 'waiting for a call to confirm',
      to: '/admin/bookings',
      icon: CalendarClock,
      testId: 'stat-pending-visits',
    },
    {
      label: 'New enquiries',
      value: counts.newEnquiries,
      hint: 'not yet answered',
      to: '/admin/enquiries',
      icon: MessageSquareText,
      testId: 'stat-new-enquiries',
    },
  ];
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Key figures">
      {stats.map(({ label, value, hint, to, icon: Icon, testId }) => (
        <li key={label}>
          <Link
            to={to}
            className="group flex h-full items-start gap-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 dark:border-stone-800 dark:bg-stone-900 dark:hover:border-stone-600 dark:hover:bg-stone-800/60"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium text-stone-600 dark:text-stone-300">{label}</span>
              <span
                data-testid={testId}
                className="mt-1 block text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-50"
              >
                {value.toLocaleString('en-IN')}
              </span>
              <span className="mt-1 block text-xs text-stone-500 dark:text-stone-400">{hint}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
