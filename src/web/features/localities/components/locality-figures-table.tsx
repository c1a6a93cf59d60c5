import { comparableKind, listedRangeLabel, NO_BEDROOMS } from '#domain/locality-insights';
import type { LocalityFigure } from '#domain/locality-insights-answer';
import { formatINR } from '#domain/price-format';

/** "+4.2%", "−3%", "no change"; a dash without both quarters. */
function quarterChange(percent: number | null): string {
  if (percent === null) return '–';
  if (percent === 0) return 'No change';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent).toLocaleString('en-IN')}%`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One table of a place's medians: for sale or to rent, by type and BHK. */
export function LocalityFiguresTable({
  caption,
  figures,
  perMonth,
}: {
  caption: string;
  figures: LocalityFigure[];
  perMonth: boolean;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-lg font-semibold">{caption}</caption>
      <thead className="border-b border-stone-200 text-stone-600 dark:border-stone-700 dark:text-stone-300">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            Type
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Median per sq.ft{perMonth ? ' a month' : ''}
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Listings
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Listed
          </th>
          <th scope="col" className="py-2 font-medium">
            Since last quarter
          </th>
        </tr>
      </thead>
      <tbody>
        {figures.map((figure) => (
          <tr
            key={`${figure.subCategory}-${figure.bedrooms}`}
            className="border-b border-stone-100 dark:border-stone-800"
          >
            <th scope="row" className="py-2 pr-4 font-medium">
              {capitalised(comparableKind(figure.subCategory, figure.bedrooms ?? NO_BEDROOMS))}
            </th>
            <td className="py-2 pr-4 tabular-nums">{formatINR(figure.medianPricePerSqFt)}</td>
            <td className="py-2 pr-4 tabular-nums">{figure.listings.toLocaleString('en-IN')}</td>
            <td className="py-2 pr-4">
              {listedRangeLabel(new Date(figure.firstListedAt), new Date(figure.lastListedAt))}
            </td>
            <td className="py-2 tabular-nums">{quarterChange(figure.quarterChangePercent)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
