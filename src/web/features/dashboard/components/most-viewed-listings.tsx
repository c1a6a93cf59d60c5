import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import type { MostViewedListing } from '#domain/dashboard-figures';
import { DashboardCard } from './dashboard-card';

/** The listings visitors opened most in the last 30 days, busiest first, each linking to its public page. */
export function MostViewedListings({ listings }: { listings: MostViewedListing[] }) {
  return (
    <DashboardCard
      id="most-viewed"
      title="Most viewed listings"
      description="Property page views over the last 30 days."
    >
      {listings.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-300">
          No listing has been viewed in the last 30 days. Views are counted each time a visitor opens a
          property page.
        </p>
      ) : (
        <ol className="divide-y divide-stone-100 dark:divide-stone-800">
          {listings.map((listing, index) => (
            <li key={listing.id} className="flex items-center gap-3 py-2.5">
              <span
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800 dark:bg-stone-800 dark:text-amber-200"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <Link
                  to={`/property/${listing.id}`}
                  className="block truncate text-sm font-medium text-stone-900 hover:text-brand-700 hover:underline dark:text-stone-50 dark:hover:text-amber-300"
                >
                  {listing.title}
                </Link>
                <p className="text-xs text-stone-500 dark:text-stone-400">{listing.city}</p>
              </div>
              <span className="inline-flex shrink-0 items-center gap-1 text-sm tabular-nums text-stone-700 dark:text-stone-300">
                <Eye className="size-4" aria-hidden="true" />
                {listing.views.toLocaleString('en-IN')}
                <span className="sr-only">{listing.views === 1 ? 'view' : 'views'}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </DashboardCard>
  );
}
