/**
 * A visit's time slot, in the page's language (catalogues: forms, for the booking form and the visit pages, and
 * account, for Visit day). The domain's VISIT_TIME_SLOT_LABELS are the English messages word for word.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isOneOf } from '#domain/taxonomy';
import { VISIT_TIME_SLOTS, type VisitTimeSlot } from '#domain/visit-times';

export const VISIT_TIME_SLOT_MESSAGES: Record<VisitTimeSlot, MessageDescriptor> = {
  '09:00-11:00': msg`Morning, 9 to 11 am`,
  '11:00-13:00': msg`Late morning, 11 am to 1 pm`,
  '13:00-15:00': msg`Afternoon, 1 to 3 pm`,
  '15:00-17:00': msg`Late afternoon, 3 to 5 pm`,
  '17:00-19:00': msg`Evening, 5 to 7 pm`,
};

/** "Morning, 9 to 11 am"; a slot the site no longer offers shows as stored (the domain's visitSlotLabel). */
export function visitSlotText(i18n: I18n, slot: string): string {
  return isOneOf(VISIT_TIME_SLOTS, slot) ? i18n._(VISIT_TIME_SLOT_MESSAGES[slot]) : slot;
}
