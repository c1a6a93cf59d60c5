/**
 * A visit's day as a visitor's page says it, in the page's language: the domain's formatVisitDate speaks English
 * only. Its time slot and status are the shared tables of #web/lib/labels.
 */
import type { I18n } from '@lingui/core';
import { formatVisitDate } from '#domain/india-calendar';

// Hindi months and weekdays, Western digits, as Hindi property sites write a date: "शनिवार, 14 मार्च 2026".
// The day ('2026-03-14') is read as midnight UTC, as a date-only ISO text always is.
const hindiDay = new Intl.DateTimeFormat('hi-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  numberingSystem: 'latn',
  timeZone: 'UTC',
});

/** "Saturday, 14 March 2026" on an English page, "शनिवार, 14 मार्च 2026" on a Hindi one. */
export function visitDateText(i18n: I18n, day: string): string {
  return i18n.locale === 'hi' ? hindiDay.format(new Date(day)) : formatVisitDate(day);
}
