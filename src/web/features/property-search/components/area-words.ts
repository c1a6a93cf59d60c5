/** Areas and "at least N" counts in the page's language, for the filters and their chips. */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { intlLocaleOf } from '#web/lib/i18n';

/** '1,250 sq.ft' (formatArea's English), '2+ parking spaces', '2+ bathrooms'. */
export function areaWords(i18n: I18n) {
  return {
    area: (squareFeet: number) => {
      const area = squareFeet.toLocaleString(intlLocaleOf(i18n.locale), { maximumFractionDigits: 2 });
      return i18n._(msg`${area} sq.ft`);
    },
    parking: (count: number) =>
      i18n._(msg`${plural(count, { one: '#+ parking space', other: '#+ parking spaces' })}`),
    bathrooms: (count: number) =>
      i18n._(msg`${plural(count, { one: '#+ bathroom', other: '#+ bathrooms' })}`),
  };
}

export function useAreaWords() {
  const { i18n } = useLingui();
  return areaWords(i18n);
}
