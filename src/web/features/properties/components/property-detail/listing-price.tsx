import { formatPrice } from '../../../../../domain/price-format.js';
import type { PublicListing } from '../../api/get-listing';
import { listingCharges } from './listing-charges';

/** The price as Indians say it ('₹1.85 Cr', '₹45,000/month') and, below it, any deposit or maintenance. */
export function ListingPrice({ listing }: { listing: PublicListing }) {
  const charges = listingCharges(listing);
  return (
    <div>
      <p className="text-3xl font-bold tracking-tight text-brand-800 dark:text-amber-300">
        {formatPrice(listing)}
      </p>
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
