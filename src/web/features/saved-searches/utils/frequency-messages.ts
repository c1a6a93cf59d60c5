/** How often a saved search alerts, in the page's language (the domain's SAVED_SEARCH_FREQUENCY_LABELS, in English). */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '#domain/saved-search';

const FREQUENCY_MESSAGES: Record<SavedSearchFrequency, MessageDescriptor> = {
  instant: msg`As soon as one is listed`,
  daily: msg`Once a day`,
  weekly: msg`Once a week`,
  off: msg`Paused (no alerts)`,
};

export function frequencyLabels(i18n: I18n): Record<SavedSearchFrequency, string> {
  return Object.fromEntries(
    SAVED_SEARCH_FREQUENCIES.map((frequency) => [frequency, i18n._(FREQUENCY_MESSAGES[frequency])]),
  ) as Record<SavedSearchFrequency, string>;
}
