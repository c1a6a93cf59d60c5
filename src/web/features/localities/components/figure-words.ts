/**
 * A figure's words in the page's language: what it is of ("3 BHK flats") and its months ("Jul–Sep 2026"). The
 * English is the domain's (comparableKind, quarterLabel, listedRangeLabel), which the server's texts share;
 * Hindi pages get the same words from the catalogue and Hindi month names.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { comparableKind, listedRangeLabel, NO_BEDROOMS, quarterLabel } from '#domain/locality-insights';
import type { SubCategory } from '#domain/taxonomy';
import { SUB_CATEGORY_PLURALS } from '#web/lib/labels/sub-category-plurals';

const hindiMonth = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'Asia/Kolkata' });
const hindiMonthYear = new Intl.DateTimeFormat('hi-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
  numberingSystem: 'latn',
});
const indianYear = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "जुलाई–सितंबर 2026": a quarter's months on a Hindi page. */
function hindiQuarter(quarter: string): string {
  const [year, month] = quarter.split('-').map(Number) as [number, number];
  // Noon in India on the 1st, so the month is the same in every time zone the formatter might think in.
  const first = new Date(Date.UTC(year, month - 1, 1, 6));
  const last = new Date(Date.UTC(year, month + 1, 1, 6));
  return `${hindiMonth.format(first)}–${hindiMonthYear.format(last)}`;
}

/** "जुलाई–नवंबर 2026", "नवंबर 2026", "दिसंबर 2025–फ़रवरी 2026": the months between a figure's first and last listing. */
function hindiListedRange(first: Date, last: Date): string {
  if (indianYear.format(first) !== indianYear.format(last)) {
    return `${hindiMonthYear.format(first)}–${hindiMonthYear.format(last)}`;
  }
  if (hindiMonthYear.format(first) === hindiMonthYear.format(last)) return hindiMonthYear.format(first);
  return `${hindiMonth.format(first)}–${hindiMonthYear.format(last)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function figureWords(i18n: I18n) {
  const hindi = i18n.locale === 'hi';
  return {
    /** "3 BHK flats", "Studio flats", "Shops": a table row's heading. */
    kind: (subCategory: SubCategory, bedrooms: number): string => {
      if (!hindi) return capitalised(comparableKind(subCategory, bedrooms));
      const type = i18n._(SUB_CATEGORY_PLURALS[subCategory]);
      if (bedrooms === NO_BEDROOMS) return type;
      if (bedrooms === 0) return i18n._(msg`studio ${type}`);
      return i18n._(msg`${bedrooms} BHK ${type}`);
    },
    quarter: (quarter: string): string => (hindi ? hindiQuarter(quarter) : quarterLabel(quarter)),
    listedRange: (first: Date, last: Date): string =>
      hindi ? hindiListedRange(first, last) : listedRangeLabel(first, last),
  };
}

export function useFigureWords() {
  const { i18n } = useLingui();
  return figureWords(i18n);
}
