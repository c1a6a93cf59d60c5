import { ListState } from '#web/components/ui/list-state';
import { useDashboard } from './api/get-dashboard';
import { BookingsPerDayChart } from './components/bookings-per-day-chart';
import { LeadResponseTimes } from './components/lead-response-times';
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
  return (
    <ListState
      query={dashboard}
      look="page"
      loadingText="Loading the dashboard..."
      skeleton={<DashboardSkeleton />}
      errorTitle="Could not load the dashboard"
    >
      {(data) => (
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
          <LeadResponseTimes />
        </div>
      )}
    </ListState>
  );
}
