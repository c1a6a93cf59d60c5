/**
 * Dates as people in India live them: India keeps one time zone (IST, UTC+5:30) with no daylight saving, so
 * "today" and "now" for a visit are plain arithmetic on UTC, the same in the browser and on the server.
 */
import { dateFormat } from './intl-formats.js';
import type { Locale } from './site-language.js';

const IST_OFFSET_MS = 330 * 60_000;

/** India's zone for Intl formatting: a moment reads as India's day and time on a laptop set to any zone. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** The calendar day in India at this instant, as YYYY-MM-DD. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The wall-clock time in India at this instant, as HH:MM. */
export function indiaTimeOfDay(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16);
}

/** "2026-03-14 18:05": an instant as a day and time in India, for exports. */
export function indiaDateTime(at: Date): string {
  return `${indiaToday(at)} ${indiaTimeOfDay(at)}`;
}

/** A YYYY-MM-DD day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant India's calendar day begins: midnight IST, which is 18:30 UTC the day before. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** Whole days from one YYYY-MM-DD day to a later one (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "Saturday, 14 March 2026": a YYYY-MM-DD day written out as Indian English does. */
export function formatVisitDate(day: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * Each language's short date: "3 Dec" / "3 दिसंबर". The month in full in Hindi: its short months ("दिस॰") are not
 * how a date is written; Western digits, as Hindi property ads print them.
 */
const SHORT_DATE_FORMATS: Record<Locale, { locale: string; month: 'short' | 'long' }> = {
  en: { locale: 'en-IN', month: 'short' },
  hi: { locale: 'hi-IN-u-nu-latn', month: 'long' },
};

/**
 * "3 Dec" for a day of this year in India, "3 Dec 2025" for another year's: a short date never misleads. In Hindi
 * "3 दिसंबर", "3 दिसंबर 2025".
 */
export function formatShortDate(day: string, today: string, locale: Locale = 'en'): string {
  const { locale: intlLocale, month } = SHORT_DATE_FORMATS[locale];
  const year = day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' as const };
  return dateFormat(intlLocale, { day: 'numeric', month, ...year, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
