/**
 * The month-on-month rule for new listings: this calendar month so far against the same days of last month,
 * in India's calendar. A month still under way is compared with a like span, so the figure means something on
 * the 5th as much as on the 25th, and a listing added today shows at once.
 */
import { addDays, indiaToday } from '#domain/india-calendar';

/** A span of India calendar days, both ends included (YYYY-MM-DD). */
export type DayRange = { from: string; to: string };

export type GrowthPeriods = { current: DayRange; previous: DayRange };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The days of this month up to today, and as many days from the start of last month; when last month is shorter
 * (31 March against February) it is taken whole.
 */
export function growthPeriods(now: Date): GrowthPeriods {
  const today = indiaToday(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const dayOfMonth = Number(today.slice(8, 10));
  const [previousYear, previousMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const previousStart = `${previousYear}-${String(previousMonth).padStart(2, '0')}-01`;
  const sameDays = Math.min(dayOfMonth, daysInMonth(previousYear, previousMonth));
  return {
    current: { from: `${today.slice(0, 8)}01`, to: today },
    previous: { from: previousStart, to: addDays(previousStart, sameDays - 1) },
  };
}

/**
 * The change in percent, rounded to a whole number. From nothing to something has no percentage (null): the
 * card says "up from none" instead of an infinite or made-up figure; nothing to nothing is no change.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

/** The instant an India calendar day begins. */
export function indiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The instant after a range's last day ends: ranges are queried as [start, end). */
export function indiaDayRangeEnd(range: DayRange): Date {
  return indiaDayStart(addDays(range.to, 1));
}
