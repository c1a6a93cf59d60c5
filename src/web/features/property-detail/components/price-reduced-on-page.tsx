import { isPriceReduced } from '#domain/price-history';
import { PriceReducedBadge } from '#web/components/listing/listing-badges';
import { usePriceHistory } from '#web/features/property-detail/api/get-price-history';

/** The "Price reduced" badge on the property page, for 14 days after a drop (read with the price history). */
export function PriceReducedOnPage({ listingId }: { listingId: string }) {
  const { data } = usePriceHistory(listingId);
  if (!data?.priceReducedAt || !isPriceReduced(new Date(data.priceReducedAt), new Date())) return null;
  return <PriceReducedBadge />;
}
