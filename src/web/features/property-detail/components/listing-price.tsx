import type { PublicListing } from '#web/features/property-detail/api/get-listing';
import { formatListingPrice } from '#web/features/property-detail/utils/page-money';
import { listingCharges } from './listing-charges';
import { salePriceDetail } from './sale-price-detail';

/**
 * The price as Indians say it ('₹1.85 Cr', '₹45,000/month'); below it a sale's full amount and rate per sq.ft,
 * and any deposit or maintenance.
 */
export function ListingPrice({ listing }: { listing: PublicListing }) {
  const charges = listingCharges(listing);
  const saleDetail = salePriceDetail(listing);
  return (
    <div>
      <p className="text-3xl font-bold tracking-tight text-brand-800 dark:text-amber-300">
        {formatListingPrice(listing)}
      </p>
      {saleDetail ? <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{saleDetail}</p> : null}
      {charges.length > 0 ? (
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {charges.map((charge) => (
            <div key={charge.label} className="flex gap-1.5">
              <dt className="text-stone-600 dark:text-stone-400">{charge.label}</dt>
              <dd className="font-semibold text-stone-900 dark:text-stone-100">{charge.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
