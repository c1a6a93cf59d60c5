/** How the dashboard writes India calendar days (YYYY-MM-DD) and moments, the way Indian English does. */
const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const moment = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "18 Nov" */
export const formatShortDay = (day: string) => shortDay.format(asDate(day));

/** "Wed, 18 Nov" */
export const formatLongDay = (day: string) => longDay.format(asDate(day));

/** "18 Nov 2026, 3:45 pm": the exact moment, for a tooltip or a datetime attribute's reader. */
export const formatMoment = (date: Date) => moment.format(date);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "yesterday"; after a week, the date. `now` is when the figures were read. */
export function formatTimeAgo(date: Date, now: number): string {
  const elapsed = Math.max(0, now - date.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return moment.format(date);
}
