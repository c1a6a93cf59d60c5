import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { ListingSearch } from '#domain/listing-search';
import { Dialog } from '#web/components/ui/dialog';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useListingSearch } from '#web/features/property-search/api/search-listings';
import { FilterPanel } from './filter-panel';
import { resultCount, showResultsLabel } from './results-header';
import { withFilters, withoutFilters } from '#domain/listing-search-address';

/** How long the choices must rest before the count follows: one request per pause, not one per tick. */
const COUNT_DELAY_MS = 300;

type FilterDrawerProps = {
  open: boolean;
  /** The search on screen, where the drawer's choices start from. */
  search: ListingSearch;
  /** Applies the choices made in the drawer; the page closes it. */
  onShow: (search: ListingSearch) => void;
  /** Closes without applying anything. */
  onClose: () => void;
};

/**
 * The filters on a phone: a modal drawer over the results, full height. The choices are a draft until "Show N
 * results" applies them, with N counted as they change; Escape, the close button and the backdrop leave the search
 * as it was. The page is kept from scrolling behind it, and focus goes back to the Filters button on close.
 */
export function FilterDrawer({ open, search, onShow, onClose }: FilterDrawerProps) {
  const titleId = useId();

  return (
    <Dialog open={open} look="drawer" labelledBy={titleId} onDismiss={onClose} lockPageScroll>
      {open ? <DrawerContent titleId={titleId} search={search} onShow={onShow} onClose={onClose} /> : null}
    </Dialog>
  );
}

type DrawerContentProps = Omit<FilterDrawerProps, 'open'> & { titleId: string };

/** Mounted on each opening, so the draft starts from the search on screen. */
function DrawerContent({ titleId, search, onShow, onClose }: DrawerContentProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(search);
  const settled = useDebouncedValue(draft, COUNT_DELAY_MS);
  // The count asks exactly what the page will ask for these filters, so "Show" finds the results already loaded.
  const counted = useListingSearch(settled);
  const total = counted.data?.total;
  const capped = counted.data?.totalIsCapped ?? false;
  const counting = settled !== draft || counted.isFetching || counted.isPlaceholderData;
  const forTheseFilters = (count: string) => t`${count} for these filters`;

  return (
    <div className="flex h-full flex-col">
      <header className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-4 dark:border-stone-800">
        <h2 id={titleId} className="text-lg font-bold text-stone-900 dark:text-stone-50">
          <Trans>Filters</Trans>
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t`Close filters`}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-amber-200"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>
      <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-4">
        <FilterPanel
          search={draft}
          onChange={(changes) => setDraft((current) => withFilters(current, changes))}
        />
      </div>
      <footer className="flex items-center gap-3 border-t border-stone-200 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] dark:border-stone-800">
        <button
          type="button"
          onClick={() => setDraft((current) => withoutFilters(current))}
          className="rounded-full px-4 py-2.5 text-sm font-semibold text-stone-700 underline-offset-4 hover:underline dark:text-stone-200"
        >
          <Trans>Clear all</Trans>
        </button>
        <button
          type="button"
          onClick={() => onShow(draft)}
          aria-busy={counting}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
        >
          {counting ? (
            <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : null}
          {total === undefined ? t`Show results` : showResultsLabel(i18n, total, capped)}
        </button>
      </footer>
      <p role="status" className="sr-only">
        {total === undefined || counting ? '' : forTheseFilters(resultCount(i18n, total, capped))}
      </p>
    </div>
  );
}
