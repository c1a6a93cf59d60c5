import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ListingSearch } from '#domain/listing-search';
import type { ListingSearchResult } from '#web/lib/listing-types';
import { PageIntro } from '#web/components/ui/page-intro';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '#web/components/ui/use-media-query';
import { useListingSearch } from './api/search-listings';
import { AppliedFilterChips } from './components/applied-filter-chips';
import { FilterDrawer } from './components/filter-drawer';
import { FilterPanel } from './components/filter-panel';
import { ListingCard } from '#web/components/listing/listing-card';
import { ResultsHeader, type ResultsView } from './components/results-header';
import { ResultsError, ResultsSkeleton } from './components/search-result-states';
import { SearchBar } from './components/search-bar';
import { SearchPagination } from './components/search-pagination';
import {
  activeFilterCount,
  withFilters,
  withPage,
  withSort,
  withoutFilters,
  type ListingFilters,
} from '#domain/listing-search-address';
import { useListingSearchParams } from './components/use-listing-search-params';

const NoResults = lazy(() => import('./components/no-results'));

/** Cards in the list's first row (two columns at its widest): their photos load at once. */
const FIRST_ROW = 2;

// Leaflet loads with the map only: on phones when the map is opened, on wide screens once the list has painted.
const SearchMap = lazy(() =>
  import('./components/search-map').then((module) => ({ default: module.SearchMap })),
);

type ResultCardsProps = {
  items: ListingSearchResult[];
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
};

/** The page's cards; kept as they are while the page around them renders again for another reason. */
const ResultCards = memo(function ResultCards({ items, highlightedId, onHighlight }: ResultCardsProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2">
      {items.map((listing, index) => (
        <li
          key={listing.id}
          // Hovering a card lifts its pin on the map; hovering a pin rings its card.
          onMouseEnter={() => onHighlight(listing.id)}
          onMouseLeave={() => onHighlight(null)}
          className={`flex rounded-2xl ${listing.id === highlightedId ? 'ring-2 ring-brand-600' : ''}`}
        >
          <ListingCard listing={listing} eager={index < FIRST_ROW} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
});

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

type PropertySearchPageProps = {
  /** What the app offers to do with the search shown (save it), beside the search bar. */
  searchActions?: (search: ListingSearch) => ReactNode;
};

export function PropertySearchPage({ searchActions }: PropertySearchPageProps = {}) {
  const { t } = useLingui();
  const { search, setSearch } = useListingSearchParams();
  const results = useListingSearch(search);
  // An answer's cards render in a transition, which React builds in short slices between frames: a dozen cards
  // are tens of milliseconds of work on a phone, and as one task they would block any tap meanwhile.
  const answer = useDeferredValue(results.data);
  const [view, setView] = useState<ResultsView>('list');
  // Wide, the filters sit beside the results and the map beside the list; narrower, the filters open in a drawer
  // and the list or the map shows.
  const sidePanel = useMediaQuery(WIDE_LAYOUT_QUERY);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  // Effects run after the browser has painted: the map's code is asked for once the list is on screen.
  const listShown = answer !== undefined;
  const [mapWanted, setMapWanted] = useState(false);
  useEffect(() => {
    if (!listShown) return;
    const frame = requestAnimationFrame(() => setMapWanted(true));
    return () => cancelAnimationFrame(frame);
  }, [listShown]);
  const mapOpen = sidePanel ? mapWanted : view === 'map';
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Widened past the breakpoint, the side panel takes over and the drawer is gone.
  if (sidePanel && drawerOpen) setDrawerOpen(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const resultsTop = useRef<HTMLDivElement>(null);

  const changeFilters = (changes: Partial<ListingFilters>) => setSearch(withFilters(search, changes));
  const clearFilters = () => setSearch(withoutFilters(search));
  const filterCount = activeFilterCount(search);
  const showDrawerResults = (next: ListingSearch) => {
    setSearch(next);
    setDrawerOpen(false);
    // What the visitor asked to see is the results, wherever the page was scrolled to: the button stays in view.
    filtersButton.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  };

  const filtersButtonAndDrawer = (
    <>
      <button
        ref={filtersButton}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setDrawerOpen(true)}
        className="inline-flex w-full scroll-mt-20 items-center justify-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 dark:border-stone-700 dark:text-stone-100"
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {filterCount > 0 ? t`Filters (${filterCount})` : t`Filters`}
      </button>
      <FilterDrawer
        open={drawerOpen}
        search={search}
        onShow={showDrawerResults}
        onClose={() => setDrawerOpen(false)}
      />
    </>
  );

  const mapHeight = sidePanel ? 'h-[calc(100vh-7rem)] w-full' : 'h-[70vh] w-full';
  const resultsList = (
    <div className="min-w-0">
      {answer === undefined ? (
        results.isError ? (
          <ResultsError
            message={results.error.message}
            retrying={results.isFetching}
            onRetry={() => {
              if (!results.isFetching) void results.refetch();
            }}
          />
        ) : (
          <ResultsSkeleton count={Math.min(search.pageSize ?? 6, 6)} />
        )
      ) : answer.items.length === 0 ? (
        <Suspense fallback={null}>
          <NoResults search={search} suggest={answer.total === 0} onClear={clearFilters} />
        </Suspense>
      ) : (
        <div
          aria-busy={results.isPlaceholderData}
          className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        >
          <ResultCards items={answer.items} highlightedId={highlightedId} onHighlight={setHighlightedId} />
          <SearchPagination
            page={answer.page}
            pageSize={answer.pageSize}
            total={answer.total}
            totalIsCapped={answer.totalIsCapped}
            onPageChange={(page) => {
              setSearch(withPage(search, page));
              resultsTop.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
            }}
          />
        </div>
      )}
    </div>
  );

  // On a phone the first screen is for results: a narrow title band with the search box, the filters and the
  // search's actions on one line, then the applied filters, the count, and sort and view on one line.
  return (
    <>
      <PageIntro
        eyebrow={t`Buy · Rent · Commercial`}
        title={t`Properties for sale and rent`}
        lead={t`Flats, villas, plots, farmland, shops, offices and warehouses across India.`}
        compactOnPhones
      >
        <div className="mt-2 sm:mt-8">
          <SearchBar search={search} onChange={changeFilters} />
        </div>
        {searchActions && sidePanel ? (
          <div className="mt-4 flex justify-end">{searchActions(search)}</div>
        ) : null}
      </PageIntro>
      <div className="container-page grid gap-3 py-3 sm:gap-8 sm:py-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:py-10">
        {sidePanel ? (
          <aside aria-label={t`Filters`} className="lg:self-start">
            <div className="rounded-2xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900">
              <h2 className="mb-4 text-base font-bold text-stone-900 dark:text-stone-50">
                <Trans>Filters</Trans>
              </h2>
              <FilterPanel search={search} onChange={changeFilters} onClear={clearFilters} />
            </div>
          </aside>
        ) : (
          <div className="flex items-center gap-3">
            <aside aria-label={t`Filters`} className="min-w-0 flex-1">
              {filtersButtonAndDrawer}
            </aside>
            {searchActions ? <div className="shrink-0">{searchActions(search)}</div> : null}
          </div>
        )}
        <section
          aria-label={t`Search results`}
          ref={resultsTop}
          tabIndex={-1}
          className="min-w-0 scroll-mt-24 space-y-3 focus:outline-none sm:space-y-6"
        >
          <AppliedFilterChips
            search={search}
            onSearch={setSearch}
            onClear={clearFilters}
            afterLast={resultsTop}
          />
          <ResultsHeader
            search={search}
            total={answer?.total}
            totalIsCapped={answer?.totalIsCapped ?? false}
            localityPage={answer?.localityPage}
            busy={results.isFetching && !results.isPending}
            view={sidePanel ? null : view}
            onSort={(sort) => setSearch(withSort(search, sort))}
            onView={setView}
          />
          <div className={sidePanel ? 'grid grid-cols-2 items-start gap-6' : undefined}>
            {sidePanel || view === 'list' ? resultsList : null}
            {mapOpen ? (
              <div className={sidePanel ? 'sticky top-20' : undefined}>
                <Suspense fallback={null}>
                  <SearchMap
                    search={search}
                    onSearch={setSearch}
                    highlightedId={highlightedId}
                    onHighlight={setHighlightedId}
                    className={mapHeight}
                  />
                </Suspense>
              </div>
            ) : null}
          </div>
        </section>
      </div>
    </>
  );
}
