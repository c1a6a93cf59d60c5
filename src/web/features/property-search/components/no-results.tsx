/**
 * What the search page shows when a search finds nothing: searches like it that do, and ways to widen it. Loaded
 * only when a search comes back empty, so the suggestions' code stays out of the page's first download.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingSearch } from '#domain/listing-search';
import { relaxedSearch } from '#domain/search-suggestions';
import { useSearchSuggestions } from '#web/features/property-search/api/get-search-suggestions';
import { toSearchParams } from '#domain/listing-search-address';
import { resultCount } from './results-header';
import { suggestionLabel } from './suggestion-labels';
import { useSearchWords } from './search-words';

type NoResultsProps = {
  search: ListingSearch;
  /** False on a page past the last one, where the search itself does find listings. */
  suggest: boolean;
  onClear: () => void;
};

export default function NoResults({ search, suggest, onClear }: NoResultsProps) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center dark:border-stone-700">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-bold">
        <Trans>No properties match your search</Trans>
      </h2>
      {suggest ? <SearchSuggestionLinks search={search} /> : null}
      <ul className="max-w-md list-disc space-y-1 pl-5 text-left text-stone-600 dark:text-stone-300">
        <li>
          <Trans>Check the spelling of the locality or city.</Trans>
        </li>
        <li>
          <Trans>Widen the price or area range.</Trans>
        </li>
        <li>
          <Trans>Choose fewer property types, bedrooms or amenities.</Trans>
        </li>
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        <Trans>Clear all filters</Trans>
      </button>
    </div>
  );
}

/** Searches like the empty one that do find listings, each a link showing how many. */
function SearchSuggestionLinks({ search }: { search: ListingSearch }) {
  const { i18n } = useLingui();
  const words = useSearchWords();
  const { data } = useSearchSuggestions(search, { enabled: true });
  const suggestions = data?.suggestions ?? [];
  return (
    // Announced when they arrive, just after the empty result itself.
    <div aria-live="polite" className="w-full">
      {suggestions.length > 0 ? (
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-stone-700 dark:text-stone-200">
            <Trans>Try instead</Trans>
          </h3>
          <ul className="flex flex-wrap justify-center gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestionLabel(suggestion, search, words)}>
                <Link
                  to={{ search: toSearchParams(relaxedSearch(search, suggestion)).toString() }}
                  preventScrollReset
                  className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-amber-300 dark:hover:bg-stone-800"
                >
                  {suggestionLabel(suggestion, search, words)}
                  <span className="sr-only">, </span>
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-stone-700 dark:bg-stone-800 dark:text-stone-200">
                    {resultCount(i18n, suggestion.count, suggestion.countIsCapped)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
