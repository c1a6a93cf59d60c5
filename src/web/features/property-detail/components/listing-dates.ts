/** How the property page writes dates: '1 December 2026', as Indian readers expect. */
import { INDIA_TIME_ZONE } from '#domain/india-calendar';

// A calendar date ('YYYY-MM-DD') names a day, not a moment: read and written in UTC so no time zone shifts it.
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
// A save is a moment: the day it fell on in India, where the listings and their readers are.
const dayInIndia = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});

/** '2026-12-01' → '1 December 2026'. */
export function formatCalendarDate(isoDate: string): string {
  return calendarDay.format(new Date(`${isoDate}T00:00:00Z`));
}

/** '2026-11-30T20:00:00.000Z' → '1 December 2026' (the date in India). */
export function formatTimestampDate(isoTimestamp: string): string {
  return dayInIndia.format(new Date(isoTimestamp));
}
