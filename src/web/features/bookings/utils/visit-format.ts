/** How the bookings screens write a visit's day and time, the way Indian English does. */
import { visitSlotLabel } from '#domain/booking-request';
import { addDays } from '#domain/india-calendar';

const shortDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Sat, 14 Mar 2026" (put together from its parts: ICU versions disagree on a comma before the year). */
export function formatVisitDay(day: string): string {
  const parts = shortDay.formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** "9 to 11 am": the slot's hours alone, for the table and the agenda. */
export function visitSlotHours(slot: string): string {
  return visitSlotLabel(slot).split(', ').at(-1) ?? slot;
}

/** "Today", "Tomorrow", else "Saturday, 14 March": an agenda day's heading. */
export function agendaDayHeading(day: string, today: string): string {
  const written = longDay.format(new Date(`${day}T00:00:00Z`));
  if (day === today) return `Today, ${written}`;
  if (day === addDays(today, 1)) return `Tomorrow, ${written}`;
  return written;
}
