/**
 * A lead's dates in the page's language, with Western digits, as Hindi property sites print them. Its statuses and
 * visit times are the shared tables of #web/lib/labels.
 */
import type { I18n } from '@lingui/core';
import { formatVisitDate, INDIA_TIME_ZONE } from '#domain/india-calendar';
import { formatDateTime } from '#web/lib/relative-time';

// Hindi with Western digits ("शुक्रवार, 5 दिसंबर 2026").
const HINDI = 'hi-IN-u-nu-latn';

/** formatVisitDate ("Friday, 5 December 2026") in the page's language. */
export function visitDateIn(i18n: I18n, day: string): string {
  if (i18n.locale === 'en') return formatVisitDate(day);
  return new Intl.DateTimeFormat(HINDI, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** formatDateTime (date and time in India) in the page's language. */
export function dateTimeIn(i18n: I18n, date: Date): string {
  if (i18n.locale === 'en') return formatDateTime(date);
  return new Intl.DateTimeFormat(HINDI, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: INDIA_TIME_ZONE,
  }).format(date);
}
