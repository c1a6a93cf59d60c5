import { Trans } from '@lingui/react/macro';
import type { PublicListing } from '#web/features/property-detail/api/get-listing';
import { usePriceHistory } from '#web/features/property-detail/api/get-price-history';
import { DetailSection } from './detail-section';
import { priceHistoryRows } from './price-history-rows';

/** "Price history": the price it was listed at and every change since; only once the price has changed. */
export function PriceHistoryTable({ listing }: { listing: PublicListing }) {
  const history = usePriceHistory(listing.id);
  if (!history.data || history.data.entries.length < 2) return null;
  const rows = priceHistoryRows(history.data, listing);
  return (
    <DetailSection title={<Trans>Price history</Trans>}>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-stone-600 dark:text-stone-400">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                <Trans>Date</Trans>
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                <Trans>Price</Trans>
              </th>
              <th scope="col" className="py-2 font-medium">
                <Trans>Change</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
            {rows.map((row, index) => (
              <tr key={`${row.at}-${index}`} className="text-stone-900 dark:text-stone-100">
                <td className="py-2 pr-4 whitespace-nowrap">
                  <time dateTime={row.at}>{row.date}</time>
                </td>
                <td className="py-2 pr-4 font-semibold whitespace-nowrap">{row.price}</td>
                <td className="py-2">
                  {row.change ? (
                    <span
                      className={
                        row.change.direction === 'down'
                          ? 'text-emerald-700 dark:text-emerald-300'
                          : 'text-rose-700 dark:text-rose-300'
                      }
                    >
                      <span aria-hidden="true">{row.change.direction === 'down' ? '▼' : '▲'} </span>
                      <span className="sr-only">
                        {row.change.direction === 'down' ? <Trans>Down</Trans> : <Trans>Up</Trans>}{' '}
                      </span>
                      {row.change.amount} ({row.change.percent})
                    </span>
                  ) : (
                    <Trans>Listed</Trans>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailSection>
  );
}
