import { TrendingDown, TrendingUp } from 'lucide-react';

/** New listings this month so far against the same days of last month (India calendar days, YYYY-MM-DD). */
export type MonthlyGrowth = {
  current: number;
  previous: number;
  /** Null when last month had none: there is no percentage from a zero base. */
  changePercent: number | null;
  currentPeriod: { from: string; to: string };
  previousPeriod: { from: string; to: string };
};

const dayAndMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "1–23 Nov", or "1 Nov" for a single day. */
function formatSpan({ from, to }: { from: string; to: string }): string {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  return from === to ? dayAndMonth.format(start) : `${start.getUTCDate()}–${dayAndMonth.format(end)}`;
}

const listings = (count: number) => `${count.toLocaleString('en-IN')} new listing${count === 1 ? '' : 's'}`;

function headline({ changePercent, current }: MonthlyGrowth): string {
  if (changePercent === null) return current > 0 ? 'New' : '0%';
  if (changePercent > 0) return `+${changePercent}%`;
  // A true minus sign reads better than a hyphen beside a number.
  return changePercent < 0 ? `−${Math.abs(changePercent)}%` : '0%';
}

/**
 * The sidebar's month-on-month card: the change in new listings, and a bar for how far this month has come
 * towards last month's figure for the same days (full once it has matched it).
 */
export function MonthlyGrowthCard({ growth }: { growth?: MonthlyGrowth }) {
  const progress =
    growth === undefined
      ? undefined
      : growth.previous === 0
        ? growth.current > 0
          ? 100
          : 0
        : Math.min(100, (growth.current / growth.previous) * 100);
  const falling =
    growth?.changePercent !== undefined && growth.changePercent !== null && growth.changePercent < 0;
  const Trend = falling ? TrendingDown : TrendingUp;
  return (
    <section
      aria-labelledby="monthly-growth-heading"
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-4 text-white shadow-sm dark:from-stone-800 dark:to-stone-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="monthly-growth-heading" className="text-sm font-semibold">
          Monthly Growth
        </h2>
        <Trend className="size-4 text-amber-300" aria-hidden="true" />
      </div>
      <p className="mt-2 text-2xl font-bold" data-testid="monthly-growth-change">
        {growth === undefined ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">not available yet</span>
          </>
        ) : (
          headline(growth)
        )}
      </p>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-white/20" aria-hidden="true">
        {progress === undefined ? null : (
          <div className="h-full rounded-full bg-amber-300" style={{ width: `${progress}%` }} />
        )}
      </div>
      <p className="mt-2 text-xs text-brand-100 dark:text-stone-300" data-testid="monthly-growth-detail">
        {growth === undefined
          ? 'New listings this month against last month appear once the figures load.'
          : `${listings(growth.current)}, ${formatSpan(growth.currentPeriod)} (${growth.previous.toLocaleString('en-IN')} in ${formatSpan(growth.previousPeriod)}).`}
      </p>
    </section>
  );
}
