import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BookingsOnDay } from '#domain/dashboard-figures';
import { formatLongDay, formatShortDay } from '#web/features/dashboard/utils/day-format';
import { DashboardCard } from './dashboard-card';

const visits = (count: number) => `${count.toLocaleString('en-IN')} booking${count === 1 ? '' : 's'}`;

/** The sentence that stands for the chart: total, and the busiest day. */
function summarise(days: BookingsOnDay[]): string {
  const total = days.reduce((sum, day) => sum + day.bookings, 0);
  if (total === 0) return 'No bookings were made in the last 30 days.';
  const busiest = days.reduce((best, day) => (day.bookings > best.bookings ? day : best));
  return `${visits(total)} in the last 30 days; the busiest day was ${formatLongDay(busiest.date)} with ${visits(busiest.bookings)}.`;
}

function ChartTooltip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: Array<{ payload: BookingsOnDay }>;
}) {
  const day = active ? payload?.[0]?.payload : undefined;
  if (!day) return null;
  return (
    <div className="rounded-lg border border-brand-100 bg-white px-3 py-2 text-sm shadow-md dark:border-stone-700 dark:bg-stone-800">
      <p className="font-medium text-stone-900 dark:text-stone-50">{formatLongDay(day.date)}</p>
      <p className="text-stone-600 dark:text-stone-300">{visits(day.bookings)}</p>
    </div>
  );
}

/**
 * Visit bookings received per day (India calendar days). The drawing is for the eye; its summary and the table
 * under it carry the same figures for screen readers and keyboard users.
 */
export function BookingsPerDayChart({ days }: { days: BookingsOnDay[] }) {
  const summary = summarise(days);
  return (
    <DashboardCard
      id="bookings-per-day"
      title="Bookings per day"
      description="Visit requests received each day over the last 30 days (India time)."
      className="lg:col-span-2"
    >
      <figure>
        <div
          aria-hidden="true"
          className="h-60 text-stone-600 [--chart-bar:#955432] [--chart-grid:#e7e5e4] dark:text-stone-300 dark:[--chart-bar:#fbbf24] dark:[--chart-grid:#44403c]"
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={days}
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
              accessibilityLayer={false}
            >
              <CartesianGrid vertical={false} stroke="var(--chart-grid)" />
              <XAxis
                dataKey="date"
                tickFormatter={formatShortDay}
                interval={4}
                tick={{ fill: 'currentColor', fontSize: 12 }}
                tickLine={false}
                axisLine={{ stroke: 'var(--chart-grid)' }}
              />
              <YAxis
                allowDecimals={false}
                tick={{ fill: 'currentColor', fontSize: 12 }}
                tickLine={false}
                axisLine={false}
              />
              <Tooltip content={<ChartTooltip />} cursor={{ fill: 'var(--chart-grid)', opacity: 0.5 }} />
              <Bar
                dataKey="bookings"
                fill="var(--chart-bar)"
                radius={[4, 4, 0, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <figcaption
          className="mt-3 text-sm text-stone-700 dark:text-stone-300"
          data-testid="bookings-summary"
        >
          {summary}
        </figcaption>
      </figure>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded font-medium text-brand-700 hover:underline dark:text-amber-300">
          Show the figures as a table
        </summary>
        <div className="mt-2">
          <table className="w-full text-left">
            <caption className="sr-only">Bookings per day, last 30 days</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600 dark:border-stone-700 dark:text-stone-300">
                <th scope="col" className="py-1.5 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  Bookings
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-b border-stone-100 last:border-0 dark:border-stone-800">
                  <th scope="row" className="py-1.5 font-normal text-stone-800 dark:text-stone-200">
                    {formatLongDay(day.date)}
                  </th>
                  <td className="py-1.5 text-right tabular-nums text-stone-900 dark:text-stone-50">
                    {day.bookings}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </DashboardCard>
  );
}
