/**
 * The words of a booked visit on My HouseHunt and Visit day, in the page's language: the domain keeps the English
 * labels (the API and the mails use them), these descriptors put them in the `account` catalogue. Time slots and
 * statuses are shared with the other pages that show a visit (#web/lib/labels).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EnquiryKind } from '#domain/enquiry-management';
import { formatVisitDate, indiaDayStart } from '#domain/india-calendar';

export const ENQUIRY_KIND_MESSAGES: Record<EnquiryKind, MessageDescriptor> = {
  construction: msg`Villa on demand`,
  property: msg`Property`,
  contact: msg`Contact`,
};

const HINDI_VISIT_DATE = new Intl.DateTimeFormat('hi-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
  numberingSystem: 'latn',
});

/** "Saturday, 14 March 2026", or "शनिवार, 14 मार्च 2026" on a Hindi page (Western digits, as Hindi sites print). */
export function visitDateText(i18n: I18n, day: string): string {
  return i18n.locale === 'hi' ? HINDI_VISIT_DATE.format(indiaDayStart(day)) : formatVisitDate(day);
}
