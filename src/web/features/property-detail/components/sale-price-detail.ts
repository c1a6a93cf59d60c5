/** The line under a sale price: the amount in full and the rate buyers compare listings by. */
import { landPriceRate } from '#domain/land-area';
import type { PropertyData } from '#domain/property-schema';
import { formatINR } from '#domain/price-format';
import { sayLandRate } from '#web/features/property-detail/utils/page-area';

type SalePriceSource = Pick<PropertyData, 'propertyStatus' | 'price' | 'squareFeet' | 'subCategory'>;

/**
 * '₹1,85,00,000 · ₹12,759 per sq.ft' for a sale, farmland per acre and a plot per sq.ft and sq.yd as the market
 * quotes them; null for a rent, whose price line says it all.
 */
export function salePriceDetail(listing: SalePriceSource): string | null {
  if (listing.propertyStatus !== 'sale') return null;
  return [formatINR(listing.price), landPriceRate(listing, sayLandRate)].filter(Boolean).join(' · ');
}
