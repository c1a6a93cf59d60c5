import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { indiaToday } from '#domain/india-calendar';
import { usePlaceNames } from '#web/lib/place-names';
import { departureNote } from '#web/components/listing/departure-note';
import { cellText, compareWord, groupLabel, rowLabel } from '../utils/compare-messages';
import {
  COMPARE_CELL_TEXT,
  COMPARE_ROW_GROUPS,
  compareRows,
  differingRowCount,
  type ComparedListing,
} from '#domain/listing-compare';

/** The smallest WebP rendition at least a column wide, for the column's photo. */
function coverUrl(listing: ComparedListing): string | null {
  const variants = (listing.facts?.cover?.variants ?? [])
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  return (variants.find((variant) => variant.width >= 320) ?? variants.at(-1))?.url ?? null;
}

type CompareTableProps = {
  listings: readonly ComparedListing[];
  /** A control under each listing's name (Remove), on the visitor's own comparison. */
  columnAction?: (listing: ComparedListing) => React.ReactNode;
};

/**
 * The listings side by side: one column each, one row per figure, grouped. A row whose listings differ is tinted
 * and says "Differs" beside its name, and the lowest price or largest area says so in its cell: never colour alone.
 * On a phone the table scrolls sideways with the row names held at the left.
 */
export function CompareTable({ listings, columnAction }: CompareTableProps) {
  const { i18n, t } = useLingui();
  const names = usePlaceNames();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const captionId = useId();
  const today = indiaToday(new Date());
  const rows = compareRows(listings, today);
  const differing = differingRowCount(rows);
  const shownRows = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const differsWord = compareWord(i18n, COMPARE_CELL_TEXT.differs);
  const rowCount = rows.length;
  const listingCount = listings.length;
  const stickyCell =
    'sticky left-0 z-10 bg-white dark:bg-stone-950 shadow-[1px_0_0_0] shadow-stone-200 dark:shadow-stone-800';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-700 dark:text-stone-200" data-testid="compare-summary">
          {differing === 0
            ? t`These listings say the same in every row.`
            : t`${differing} of ${rowCount} rows differ: they are tinted and marked “${differsWord}”.`}
        </p>
        <label className="inline-flex items-center gap-2 text-sm font-medium text-stone-700 dark:text-stone-200">
          <input
            type="checkbox"
            checked={onlyDifferences}
            onChange={(event) => setOnlyDifferences(event.target.checked)}
            className="size-4 accent-brand-700 dark:accent-amber-400"
          />
          <Trans>Show only the rows that differ</Trans>
        </label>
      </div>
      <div
        role="region"
        aria-labelledby={captionId}
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-stone-200 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-stone-800"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm" data-testid="compare-table">
          <caption id={captionId} className="sr-only">
            {t`${listingCount} listings compared side by side`}
          </caption>
          <thead>
            <tr className="align-top">
              <td className={`${stickyCell} w-40 p-3 sm:w-56`} />
              {listings.map((listing) => {
                const cover = coverUrl(listing);
                return (
                  <th
                    key={listing.id}
                    scope="col"
                    className="min-w-44 border-l border-stone-200 p-3 font-normal dark:border-stone-800"
                  >
                    {cover ? (
                      <img
                        src={cover}
                        alt=""
                        className="mb-2 aspect-[4/3] w-full rounded-lg object-cover"
                        loading="lazy"
                      />
                    ) : null}
                    {listing.facts ? (
                      <Link
                        to={`/property/${listing.id}`}
                        className="font-semibold text-stone-900 underline-offset-2 hover:underline dark:text-stone-50"
                      >
                        {listing.title}
                      </Link>
                    ) : (
                      <span className="font-semibold text-stone-900 dark:text-stone-50">{listing.title}</span>
                    )}
                    {listing.facts ? (
                      <span className="block text-stone-600 dark:text-stone-300">
                        {[
                          listing.facts.location &&
                            names.locality(listing.facts.city, listing.facts.location),
                          names.city(listing.facts.city),
                        ]
                          .filter(Boolean)
                          .join(', ')}
                      </span>
                    ) : null}
                    {listing.departure ? (
                      <span className="mt-1 inline-block rounded-full bg-stone-800 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-stone-200 dark:text-stone-900">
                        {departureNote(i18n, listing.departure, today)}
                      </span>
                    ) : listing.listingState === 'under-offer' ? (
                      <span className="mt-1 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                        <Trans>Under offer</Trans>
                      </span>
                    ) : null}
                    {columnAction ? <div className="mt-2">{columnAction(listing)}</div> : null}
                  </th>
                );
              })}
            </tr>
          </thead>
          {COMPARE_ROW_GROUPS.map((group) => {
            const groupRows = shownRows.filter((row) => row.group === group);
            if (groupRows.length === 0) return null;
            return (
              <tbody key={group}>
                <tr className="bg-stone-100 dark:bg-stone-900">
                  <th
                    scope="colgroup"
                    colSpan={listings.length + 1}
                    className="p-0 text-xs font-bold tracking-wide text-stone-700 uppercase dark:text-stone-200"
                  >
                    {/* Sticky inside the cell: a sticky cell spanning the row would scroll away whole. */}
                    <span className="sticky left-0 inline-block px-3 py-2">{groupLabel(i18n, group)}</span>
                  </th>
                </tr>
                {groupRows.map((row) => (
                  <tr
                    key={row.key}
                    data-testid={`compare-row-${row.key}`}
                    data-differs={row.differs}
                    className={`border-t border-stone-200 align-top dark:border-stone-800 ${
                      row.differs ? 'bg-amber-50 dark:bg-amber-950/40' : ''
                    }`}
                  >
                    <th
                      scope="row"
                      className={`${stickyCell} p-3 font-medium text-stone-800 dark:text-stone-100 ${
                        row.differs ? 'bg-amber-50 dark:bg-stone-900' : ''
                      }`}
                    >
                      {rowLabel(i18n, row.key, row.label)}
                      {row.differs ? (
                        <span className="ml-2 inline-block rounded-full border border-amber-700 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-300 dark:text-amber-200">
                          {differsWord}
                        </span>
                      ) : null}
                    </th>
                    {row.cells.map((cell, index) => {
                      const best = row.best?.indices.includes(index)
                        ? compareWord(i18n, row.best.label)
                        : null;
                      return (
                        <td
                          key={listings[index]!.id}
                          className={`border-l border-stone-200 p-3 dark:border-stone-800 ${
                            cell.known
                              ? 'text-stone-900 dark:text-stone-50'
                              : 'text-stone-600 dark:text-stone-300'
                          } ${best ? 'font-semibold' : ''}`}
                        >
                          {cellText(i18n, row, cell, listings[index]!, today)}
                          {best ? (
                            <span className="ml-2 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                              {best}
                            </span>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            );
          })}
        </table>
      </div>
      <p className="text-xs text-stone-600 dark:text-stone-300">
        <Trans>
          Loading is how much the total (super built-up) area adds to the carpet area, as a share of the
          carpet area. A rent per sq.ft is per month. “Checks by our team” lists what our staff have checked
          and when; a listing without a check on record has not been checked yet.
        </Trans>
      </p>
    </div>
  );
}
