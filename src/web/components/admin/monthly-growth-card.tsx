import { TrendingUp } from 'lucide-react';

type MonthlyGrowthCardProps = {
  /** Growth over last month in percent; unknown until the dashboard analytics are wired. */
  growthPercent?: number;
  /** How far this month is towards its target, 0 to 100. */
  targetProgressPercent?: number;
};

export function MonthlyGrowthCard({ growthPercent, targetProgressPercent }: MonthlyGrowthCardProps) {
  const progress =
    targetProgressPercent === undefined ? undefined : Math.min(100, Math.max(0, targetProgressPercent));
  return (
    <section
      aria-labelledby="monthly-growth-heading"
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-4 text-white shadow-sm dark:from-stone-800 dark:to-stone-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="monthly-growth-heading" className="text-sm font-semibold">
          Monthly Growth
        </h2>
        <TrendingUp className="size-4 text-amber-300" aria-hidden="true" />
      </div>
      <p className="mt-2 text-2xl font-bold">
        {growthPercent === undefined ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">not available yet</span>
          </>
        ) : (
          `${growthPercent > 0 ? '+' : ''}${growthPercent}%`
        )}
      </p>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-white/20" aria-hidden="true">
        {progress === undefined ? null : (
          <div className="h-full rounded-full bg-amber-300" style={{ width: `${progress}%` }} />
        )}
      </div>
      <p className="mt-2 text-xs text-brand-100 dark:text-stone-400">
        {growthPercent === undefined
          ? 'Figures appear once bookings are recorded.'
          : 'Compared with last month.'}
      </p>
    </section>
  );
}
