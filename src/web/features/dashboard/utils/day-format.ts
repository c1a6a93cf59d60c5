/** How the dashboard writes India calendar days (YYYY-MM-DD), the way Indian English does. */
const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "18 Nov" */
export const formatShortDay = (day: string) => shortDay.format(asDate(day));

/** "Wed, 18 Nov" */
export const formatLongDay = (day: string) => longDay.format(asDate(day));
