/** Areas and rates in the page's language: '1,250 sq.ft', '2.5 acres (1,08,900 sq.ft)'; '1,250 वर्ग फ़ुट' in Hindi. */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { acresOf, SQUARE_FEET_PER_ACRE, type LandPriceRateUnit } from '#domain/land-area';
import type { SubCategory } from '#domain/taxonomy';
import { intlLocaleOf } from '#web/lib/i18n';

/** '1,250 sq.ft' */
export function formatAreaText(squareFeet: number): string {
  const area = squareFeet.toLocaleString(intlLocaleOf(i18n.locale), { maximumFractionDigits: 2 });
  return t`${area} sq.ft`;
}

/** Farmland of an acre or more in acres with the square feet after it, anything else in square feet. */
export function formatLandAreaText(squareFeet: number, subCategory: SubCategory): string {
  const area = formatAreaText(squareFeet);
  if (subCategory !== 'farmland' || squareFeet < SQUARE_FEET_PER_ACRE) return area;
  const acres = acresOf(squareFeet);
  return acres === '1' ? t`${acres} acre (${area})` : t`${acres} acres (${area})`;
}

/** '₹3,200 per sq.ft': one rate of #domain/land-area's landPriceRate. */
export function sayLandRate(amount: string, unit: LandPriceRateUnit): string {
  if (unit === 'acre') return t`${amount} per acre`;
  if (unit === 'sq-yd') return t`${amount} per sq.yd`;
  return t`${amount} per sq.ft`;
}
