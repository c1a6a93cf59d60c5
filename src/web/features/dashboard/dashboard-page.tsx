import { AlertCircle } from 'lucide-react';
import { RetryButton } from '#web/components/ui/retry-button';
import { useDashboard } from './api/get-dashboard';
import { BookingsPerDayChart } from './components/bookings-per-day-chart';
import { ListingsByCategory } from './components/listings-by-category';
import { MostViewedListings } from './components/most-viewed-listings';
import { RecentActivity } from './components/recent-activity';
import { StatCards } from './components/stat-cards';

function DashboardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-6 motion-reduce:animate-none">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="h-28 rounded-2xl bg-stone-200/70 dark:bg-stone-800" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="h-80 rounded-2xl bg-stone-200/70 lg:col-span-2 dark:bg-stone-800" />
        <div className="h-80 rounded-2xl bg-stone-200/70 dark:bg-stone-800" />
      </div>
    </div>
  );
}

/** /admin: how the business is doing today, from live data. */
export function DashboardPage() {
  const dashboard = useDashboard();
  const { data } = dashboard;

  if (dashboard.isError && !data) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-brand-100 bg-white px-6 py-14 text-center dark:border-stone-800 dark:bg-stone-900"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
          <AlertCircle className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">
          Could not load the dashboard
        </h2>
        <p className="max-w-prose text-sm text-stone-600 dark:text-stone-300">{dashboard.error.message}</p>
        <RetryButton retrying={dashboard.isFetching} onRetry={() => void dashboard.refetch()} />
      </div>
    );
  }

  if (!data) {
    return (
      <>
        <p role="status" className="sr-only">
          Loading the dashboard...
        </p>
        <DashboardSkeleton />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <StatCards counts={data.counts} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <BookingsPerDayChart days={data.bookingsPerDay} />
        <ListingsByCategory categories={data.listingsByCategory} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <MostViewedListings listings={data.mostViewed} />
        <RecentActivity entries={data.recentActivity} fetchedAt={dashboard.dataUpdatedAt} />
      </div>
    </div>
  );
}
