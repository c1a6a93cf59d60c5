/** A lead's first-response time in words: how long the visitor waited for the lister (or the team) to answer. */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function firstResponseText(i18n: I18n, createdAt: string, firstRespondedAt: string | null): string {
  if (!firstRespondedAt) return i18n._(msg`Not answered yet`);
  const waited = Math.max(0, Date.parse(firstRespondedAt) - Date.parse(createdAt));
  if (waited < MINUTE) return i18n._(msg`Answered within a minute`);
  const minutes = Math.floor((waited % HOUR) / MINUTE);
  if (waited < HOUR) return i18n._(msg`Answered in ${minutes} min`);
  const hours = Math.floor(waited / HOUR);
  if (waited < DAY) {
    return minutes ? i18n._(msg`Answered in ${hours} h ${minutes} min`) : i18n._(msg`Answered in ${hours} h`);
  }
  const days = Math.floor(waited / DAY);
  return i18n._(msg`${plural(days, { one: 'Answered in # day', other: 'Answered in # days' })}`);
}
