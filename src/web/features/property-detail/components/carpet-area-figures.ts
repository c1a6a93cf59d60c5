/** The price per sq ft of the total and of the carpet area, and the loading between them, as the page says them. */
import { carpetLoadingPercent, pricePerCarpetSqFt, pricePerSqFt } from '#domain/price-benchmark';
import { formatArea, formatINR } from '#domain/price-format';
import type { PublicListing } from '#web/features/property-detail/api/get-listing';

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
  const per = listing.propertyStatus === 'rent' ? ' per sq.ft a month' : ' per sq.ft';
  return {
    perTotalSqFt: `${formatINR(pricePerSqFt(listing))}${per}`,
    perCarpetSqFt: `${formatINR(perCarpet.value)}${per}`,
    loading: `${Math.round(loading.value)}%`,
    totalArea: formatArea(listing.squareFeet),
    carpetArea: formatArea(listing.carpetArea),
  };
}
