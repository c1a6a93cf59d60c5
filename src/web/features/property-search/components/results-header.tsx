import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, LoaderCircle, Map as MapIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  LISTING_SORTS,
  effectiveSort,
  isPriceSort,
  type ListingSearch,
  type ListingSort,
} from '#domain/listing-search';
import { PRICE_REDUCED_BADGE_DAYS } from '#domain/price-history';
import { fieldBox } from './filter-controls';
import { sortsFor } from '#domain/listing-search-address';
import { usePlaceNames } from '#web/lib/place-names';
import { intlLocaleOf } from '#web/lib/i18n';

/** On phones the results show as a list or on the map; wide screens show both side by side. */
export type ResultsView = 'list' | 'map';

const SORT_LABELS: Record<ListingSort, MessageDescriptor> = {
  relevance: msg`Relevance`,
  newest: msg`Newest`,
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
  area: msg`Largest area`,
  'price-per-sq-ft': msg`Price per sq ft: low to high`,
  'price-reduced': msg`Price reduced, latest first`,
};

/**
 * What the sort select's note says under it, when the sort needs saying: a price sort over sale and rent keeps
 * them apart (the server's rule), and "Price reduced" lists only the homes with the badge.
 */
export function sortNoteFor(search: ListingSearch, i18n: I18n): string | null {
  const sort = effectiveSort(search);
  if (isPriceSort(sort) && !search.status) return i18n._(msg`Sale first, then rent`);
  if (sort === 'price-reduced') {
    const days = PRICE_REDUCED_BADGE_DAYS;
    return i18n._(msg`Only homes whose price dropped in the last ${days} days`);
  }
  if (sort === 'price-per-sq-ft') {
    return search.status === 'rent'
      ? i18n._(msg`Monthly rent per sq ft of the total area`)
      : i18n._(msg`Per sq ft of the total area`);
  }
  return null;
}

/**
 * '1 property', '1,234 properties', and past the count's cap '1,000+ properties': the server counts exactly up to
 * a cap (LISTING_COUNT_CAP) and then says more match than it counted.
 */
export function resultCount(i18n: I18n, total: number, capped = false): string {
  const count = new Intl.NumberFormat(intlLocaleOf(i18n.locale)).format(total);
  if (capped) return i18n._(msg`${count}+ properties`);
  return i18n._(msg`${plural(total, { one: `${count} property`, other: `${count} properties` })}`);
}

/** 'Show 1 result', 'Show 1,234 results', 'Show 1,000+ results': the phone drawer's button that applies its filters. */
export function showResultsLabel(i18n: I18n, total: number, capped = false): string {
  const count = new Intl.NumberFormat(intlLocaleOf(i18n.locale)).format(total);
  if (capped) return i18n._(msg`Show ${count}+ results`);
  return i18n._(msg`${plural(total, { one: `Show ${count} result`, other: `Show ${count} results` })}`);
}

type ResultsHeaderProps = {
  search: ListingSearch;
  total: number | undefined;
  /** More than `total` match: the count stopped at its cap. */
  totalIsCapped: boolean;
  /** The searched locality's page of price figures, when it has listings. */
  localityPage: string | undefined;
  busy: boolean;
  /** The list/map switch, on phones; null where the map sits beside the list. */
  view: ResultsView | null;
  onSort: (sort: ListingSort) => void;
  onView: (view: ResultsView) => void;
};

const viewButton =
  'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-stone-700 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow-sm dark:text-stone-200 dark:aria-pressed:bg-stone-700 dark:aria-pressed:text-amber-300';

/** How many properties match, how they are sorted, and on phones whether they show as a list or on the map. */
export function ResultsHeader({
  search,
  total,
  totalIsCapped,
  localityPage,
  busy,
  view,
  onSort,
  onView,
}: ResultsHeaderProps) {
  const { t, i18n } = useLingui();
  const placeNames = usePlaceNames();
  const sortNoteId = useId();
  const sort = effectiveSort(search);
  const sortNote = sortNoteFor(search, i18n);
  const locality = search.locality ? placeNames.locality(search.city, search.locality) : '';
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
      <p className="flex items-center gap-2 text-base font-semibold text-stone-900 dark:text-stone-50">
        <span role="status" data-testid="result-count">
          {total === undefined ? t`Searching…` : resultCount(i18n, total, totalIsCapped)}
        </span>
        {busy ? (
          <LoaderCircle
            className="size-4 animate-spin text-brand-600 motion-reduce:animate-none dark:text-amber-400"
            aria-label={t`Updating results`}
          />
        ) : null}
        {/* A locality with results has a page of its price figures (decision 026). */}
        {localityPage ? (
          <Link
            to={localityPage}
            className="text-sm font-medium text-brand-700 underline dark:text-amber-300"
          >
            <Trans>Prices in {locality}</Trans>
          </Link>
        ) : null}
      </p>
      {/* Sort and view share one line, a phone's too: the view buttons show only their icons there. */}
      <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
        <div className="flex min-w-0 items-center gap-2">
          <label
            htmlFor="search-sort"
            className="text-sm whitespace-nowrap font-medium text-stone-600 dark:text-stone-300"
          >
            <Trans>Sort by</Trans>
          </label>
          <select
            id="search-sort"
            value={sort}
            aria-describedby={sortNote ? sortNoteId : undefined}
            onChange={(event) => {
              const sort = LISTING_SORTS.find((option) => option === event.target.value);
              if (sort) onSort(sort);
            }}
            className={`${fieldBox} w-auto min-w-0`}
          >
            {sortsFor(search).map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </div>
        {view === null ? null : (
          <div
            role="group"
            aria-label={t`Show results as`}
            className="flex shrink-0 rounded-full bg-stone-100 p-1 dark:bg-stone-800"
          >
            <button
              type="button"
              aria-pressed={view === 'list'}
              onClick={() => onView('list')}
              className={viewButton}
            >
              <List className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">
                <Trans>List</Trans>
              </span>
            </button>
            <button
              type="button"
              aria-pressed={view === 'map'}
              onClick={() => onView('map')}
              className={viewButton}
            >
              <MapIcon className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">
                <Trans>Map</Trans>
              </span>
            </button>
          </div>
        )}
      </div>
      {sortNote ? (
        <p id={sortNoteId} className="basis-full text-sm text-stone-600 sm:text-right dark:text-stone-300">
          {sortNote}
        </p>
      ) : null}
    </div>
  );
}
