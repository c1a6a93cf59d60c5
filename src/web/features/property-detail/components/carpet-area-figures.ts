/** The price per sq ft of the total and of the carpet area, and the loading between them, as the page says them. */
import { carpetLoadingPercent, pricePerCarpetSqFt, pricePerSqFt } from '#domain/price-benchmark';
import { t } from '@lingui/core/macro';
import { formatINR } from '#domain/price-format';
import type { PublicListing } from '#web/features/property-detail/api/get-listing';
import { formatAreaText } from '#web/features/property-detail/utils/page-area';

type CarpetSource = Pick<
  PublicListing,
  'price' | 'propertyStatus' | 'rentalFrequency' | 'squareFeet' | 'carpetArea'
>;

export type CarpetAreaFigures = {
  perTotalSqFt: string;
  perCarpetSqFt: string;
  loading: string;
  totalArea: string;
  carpetArea: string;
};

/**
 * '₹12,759 per sq.ft' of the total area, '₹15,417 per sq.ft' of the carpet area and a '21%' loading (a rent: per
 * sq.ft a month); null when the carpet area is not given or cannot be right (#domain/price-benchmark).
 */
export function carpetAreaFigures(listing: CarpetSource): CarpetAreaFigures | null {
  const perCarpet = pricePerCarpetSqFt(listing);
  const loading = carpetLoadingPercent(listing);
  if (perCarpet.value === null || loading.value === null || listing.carpetArea === null) return null;
  const rent = listing.propertyStatus === 'rent';
  const per = (amount: string) => (rent ? t`${amount} per sq.ft a month` : t`${amount} per sq.ft`);
  return {
    perTotalSqFt: per(formatINR(pricePerSqFt(listing))),
    perCarpetSqFt: per(formatINR(perCarpet.value)),
    loading: `${Math.round(loading.value)}%`,
    totalArea: formatAreaText(listing.squareFeet),
    carpetArea: formatAreaText(listing.carpetArea),
  };
}
