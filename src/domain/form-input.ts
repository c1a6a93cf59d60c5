// How HTML forms and JSON bodies send values: blanks in several spellings, numbers as the text of an input.
import { z } from 'zod';

/** Plain decimals only: Number() would also take '0x1A', '1e3' and 'Infinity', which nobody types as a price. */
export const DECIMAL_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Forms send '' for a field left blank and NaN for a blank number input; both mean "no value", like null. */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/** The number a form or JSON value stands for, or null when it is not one. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL_TEXT.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * Decimal places as the number was written: JavaScript prints the shortest text that reads back as the same
 * number, so 12.34 counts 2 even though 12.34 * 100 is 1233.9999999999998.
 */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

/** A 'YYYY-MM-DD' text naming a day that exists (no 31 April, 29 February only in leap years). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * One of `options`, as a select gives it. Its input type also admits the '' a select holds while it still shows
 * its placeholder, so a form's values are the schema's input as they are; the schema refuses '' with `error`
 * like any value it does not offer.
 */
export function selectedOption<const T extends readonly [string, ...string[]]>(options: T, error: string) {
  return z.preprocess((value: T[number] | '') => value, z.enum(options, { error }));
}
