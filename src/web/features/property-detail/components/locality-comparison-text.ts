/**
 * "8% below the median price per sq.ft for 3 BHK flats in Whitefield, from 14 listings (Jul–Nov 2026)": the
 * property page's line on #domain/locality-insights' comparison, in the page's language.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { listedRangeLabel, NO_BEDROOMS, type LocalityComparison } from '#domain/locality-insights';
import type { SubCategory } from '#domain/taxonomy';
import { SUB_CATEGORY_PLURALS } from '#web/lib/labels/sub-category-plurals';
import { onHindiPage } from '#web/features/property-detail/utils/page-money';
import { intlLocaleOf } from '#web/lib/i18n';

/** "3 BHK flats", "studio flats", "shops". */
function comparableKindText(subCategory: SubCategory, bedrooms: number): string {
  const type = i18n._(SUB_CATEGORY_PLURALS[subCategory]);
  if (bedrooms === NO_BEDROOMS) return type;
  if (bedrooms === 0) return t`studio ${type}`;
  return t`${bedrooms} BHK ${type}`;
}

// Hindi months in full ("जुलाई–नवंबर 2026"): their short forms are not what Hindi readers write.
const hindiMonth = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' });
const hindiMonthName = (index: number) => hindiMonth.format(Date.UTC(2026, index, 1));

/** The sentence, with the place (locality or city) already written in the page's language. */
export function localityComparisonText(comparison: LocalityComparison, place: string): string {
  const { percentFromMedian: percentFrom, listings } = comparison;
  const percent = Math.abs(percentFrom).toLocaleString(intlLocaleOf(i18n.locale));
  const kind = comparableKindText(comparison.subCategory, comparison.bedrooms);
  const range = listedRangeLabel(
    new Date(comparison.firstListedAt),
    new Date(comparison.lastListedAt),
    onHindiPage() ? hindiMonthName : undefined,
  );
  if (comparison.propertyStatus === 'rent') {
    if (percentFrom === 0) {
      return t`At the median rent per sq.ft for ${kind} in ${place}, from ${listings} listings (${range})`;
    }
    return percentFrom > 0
      ? t`${percent}% above the median rent per sq.ft for ${kind} in ${place}, from ${listings} listings (${range})`
      : t`${percent}% below the median rent per sq.ft for ${kind} in ${place}, from ${listings} listings (${range})`;
  }
  if (percentFrom === 0) {
    return t`At the median price per sq.ft for ${kind} in ${place}, from ${listings} listings (${range})`;
  }
  return percentFrom > 0
    ? t`${percent}% above the median price per sq.ft for ${kind} in ${place}, from ${listings} listings (${range})`
    : t`${percent}% below the median price per sq.ft for ${kind} in ${place}, from ${listings} listings (${range})`;
}
