/** The line under a sale price: the amount in full and the rate per square foot buyers compare listings by. */
import type { PropertyData } from '#domain/property-schema';
import { formatINR } from '#domain/price-format';

type SalePriceSource = Pick<PropertyData, 'propertyStatus' | 'price' | 'squareFeet'>;

/** '₹1,85,00,000 · ₹12,759 per sq.ft' for a sale; null for a rent, whose price line says it all. */
export function salePriceDetail(listing: SalePriceSource): string | null {
  if (listing.propertyStatus !== 'sale') return null;
  const perSquareFoot =
    listing.squareFeet > 0 ? `${formatINR(listing.price / listing.squareFeet)} per sq.ft` : null;
  return [formatINR(listing.price), perSquareFoot].filter(Boolean).join(' · ');
}
