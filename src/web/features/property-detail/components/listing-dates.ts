/** How the property page writes dates: '1 December 2026' as Indian readers expect, '1 दिसंबर 2026' in Hindi. */
import { INDIA_TIME_ZONE } from '#domain/india-calendar';
import { onHindiPage } from '../utils/page-money';

const DAY_MONTH_YEAR = { day: 'numeric', month: 'long', year: 'numeric' } as const;

// A calendar date ('YYYY-MM-DD') names a day, not a moment: read and written in UTC so no time zone shifts it.
// A save is a moment: the day it fell on in India, where the listings and their readers are.
const FORMATS = {
  en: {
    calendarDay: new Intl.DateTimeFormat('en-IN', { ...DAY_MONTH_YEAR, timeZone: 'UTC' }),
    dayInIndia: new Intl.DateTimeFormat('en-IN', { ...DAY_MONTH_YEAR, timeZone: INDIA_TIME_ZONE }),
  },
  // Western digits, as Hindi property sites print dates.
  hi: {
    calendarDay: new Intl.DateTimeFormat('hi-IN-u-nu-latn', { ...DAY_MONTH_YEAR, timeZone: 'UTC' }),
    dayInIndia: new Intl.DateTimeFormat('hi-IN-u-nu-latn', { ...DAY_MONTH_YEAR, timeZone: INDIA_TIME_ZONE }),
  },
};

const formats = () => FORMATS[onHindiPage() ? 'hi' : 'en'];

/** '2026-12-01' → '1 December 2026'. */
export function formatCalendarDate(isoDate: string): string {
  return formats().calendarDay.format(new Date(`${isoDate}T00:00:00Z`));
}

/** '2026-11-30T20:00:00.000Z' → '1 December 2026' (the date in India). */
export function formatTimestampDate(isoTimestamp: string): string {
  return formats().dayInIndia.format(new Date(isoTimestamp));
}
