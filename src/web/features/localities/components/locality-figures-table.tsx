import { Trans, useLingui } from '@lingui/react/macro';
import { NO_BEDROOMS } from '#domain/locality-insights';
import type { LocalityFigure } from '#domain/locality-insights-answer';
import { formatINR } from '#domain/price-format';
import { useFigureWords } from './figure-words';
import { intlLocaleOf } from '#web/lib/i18n';

/** "+4.2%", "−3%"; a dash without both quarters ("No change" is the caller's, in words). */
function quarterChange(percent: number | null, locale: string): string {
  if (percent === null) return '–';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent).toLocaleString(locale)}%`;
}

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
  const { t, i18n } = useLingui();
  const locale = intlLocaleOf(i18n.locale);
  const words = useFigureWords();
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-lg font-semibold">{caption}</caption>
      <thead className="border-b border-stone-200 text-stone-600 dark:border-stone-700 dark:text-stone-300">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            <Trans>Type</Trans>
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            {perMonth ? t`Median per sq.ft a month` : t`Median per sq.ft`}
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            <Trans>Listings</Trans>
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            <Trans>Listed</Trans>
          </th>
          <th scope="col" className="py-2 font-medium">
            <Trans>Since last quarter</Trans>
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
              {words.kind(figure.subCategory, figure.bedrooms ?? NO_BEDROOMS)}
            </th>
            <td className="py-2 pr-4 tabular-nums">{formatINR(figure.medianPricePerSqFt)}</td>
            <td className="py-2 pr-4 tabular-nums">{figure.listings.toLocaleString(locale)}</td>
            <td className="py-2 pr-4">
              {words.listedRange(new Date(figure.firstListedAt), new Date(figure.lastListedAt))}
            </td>
            <td className="py-2 tabular-nums">
              {figure.quarterChangePercent === 0
                ? t`No change`
                : quarterChange(figure.quarterChangePercent, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
