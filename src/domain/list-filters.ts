/**
 * The pieces of the admin lists' query strings (bookings, enquiries): comma lists, calendar days, a date range and
 * search text. An empty parameter (`?from=`) is the same as none, as a cleared field in a form or URL leaves it.
 */
import { z } from 'zod';

const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** 'pending,confirmed' → ['pending', 'confirmed'], repeats and blanks dropped; nothing chosen means no filter. */
export function commaListFilter<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) {
  const isValue = (part: string): part is Values[number] => values.includes(part);
  return z
    .string({ error: message })
    .transform((text, context) => {
      const parts = [...new Set(text.split(',').map((part) => part.trim()))].filter(Boolean);
      const known = parts.filter(isValue);
      if (known.length < parts.length) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return known.length ? known : undefined;
    })
    .optional();
}

/**
 * Days the portal can mean: PostgreSQL's own range is wider, but year 0 or 10000 is a typing slip, not a filter
 * (and a date field being typed into passes through years 0002, 0020 and 0202 on its way to 2026).
 */
export const FIRST_FILTER_DAY = '2000-01-01';
export const LAST_FILTER_DAY = '2100-12-31';

const isWithinFilterYears = (day: string) => day >= FIRST_FILTER_DAY && day <= LAST_FILTER_DAY;

/** A real calendar day written YYYY-MM-DD, between FIRST_FILTER_DAY and LAST_FILTER_DAY. */
export function isFilterDay(text: string): boolean {
  return z.iso.date().safeParse(text).success && isWithinFilterYears(text);
}

/** A calendar day written YYYY-MM-DD, within the years above. */
export function calendarDayFilter(message: string) {
  return z.preprocess(
    blankAsAbsent,
    z.iso
      .date({ error: message })
      .refine(
        isWithinFilterYears,
        `Dates must fall between ${FIRST_FILTER_DAY.slice(0, 4)} and ${LAST_FILTER_DAY.slice(0, 4)}.`,
      )
      .optional(),
  );
}

/** Text typed into a search box: trimmed, bounded, and free of the NUL character PostgreSQL cannot store or match. */
export function searchTextFilter(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((text) => !text.includes('\u0000'), 'Search text cannot contain control characters.')
    .transform((text) => (text === '' ? undefined : text))
    .optional();
}

/** A sort from a list, the default when absent or blank. */
export function sortFilter<const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
  fallback: Sorts[number],
  message: string,
) {
  return z.preprocess(blankAsAbsent, z.enum(sorts, { error: message }).default(fallback));
}

/** An admin list's CSV export holds at most this many rows, so no request makes the server build an unbounded file. */
export const CSV_EXPORT_MAX_ROWS = 10_000;

/** Whether a from/to range runs forwards (either end may be open). */
export const isForwardRange = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;

/** The id of one record to filter by, blank as absent. */
export function idFilter(message: string) {
  return z.preprocess(blankAsAbsent, z.uuid({ error: message }).optional());
}

/** Every status with how many records hold it, 0 for a status no row names: a list's status chips. */
export function countsPerStatus<Status extends string>(
  statuses: readonly Status[],
  rows: ReadonlyArray<{ status: Status; n: number }>,
): Record<Status, number> {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<Status, number>;
  for (const { status, n } of rows) counts[status] = n;
  return counts;
}
