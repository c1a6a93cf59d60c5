/** "5 minutes ago", "yesterday": how long ago something happened, in words, for the admin portal. */
import { INDIA_TIME_ZONE } from '#domain/india-calendar';

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
// In India's time, as the lists' day filters and the exports read them, whatever zone the admin's laptop is in.
const fullDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: INDIA_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: INDIA_TIME_ZONE });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Seconds read "just now", then minutes, hours and days up to a week; older changes show their date.
 * `now` is passed in (the time the rows were fetched) so the same rows always read the same.
 */
export function describeTimeSince(date: Date, now: number): string {
  const elapsed = Math.max(0, now - date.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return dateOnly.format(date);
}

/** '12 Mar 2025, 3:45 pm': the exact moment, for a tooltip. */
export function formatDateTime(date: Date): string {
  return fullDateTime.format(date);
}
