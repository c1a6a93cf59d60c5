import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import type { ListingSearch } from '#domain/listing-search';
import { appliedFilters } from './applied-filters';
import { useSearchWords } from './search-words';

type AppliedFilterChipsProps = {
  search: ListingSearch;
  onSearch: (next: ListingSearch) => void;
  onClear: () => void;
  /** Where focus goes once the last chip is gone (it should take focus: tabIndex -1). */
  afterLast: RefObject<HTMLElement | null>;
};

const chipClass =
  'inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-900 hover:border-brand-400 dark:border-stone-700 dark:bg-stone-800 dark:text-stone-100 dark:hover:border-amber-400';

/**
 * What the results are narrowed by, above them at every width: one chip per filter, each taking its filter
 * out (the address follows), and "Clear all" (Buy or Rent stays, as with "Clear all filters") when there are
 * several.
 */
export function AppliedFilterChips({ search, onSearch, onClear, afterLast }: AppliedFilterChipsProps) {
  const { t } = useLingui();
  const chips = appliedFilters(search, useSearchWords());
  const list = useRef<HTMLUListElement>(null);
  // The chip pressed is gone with its filter: focus moves to the one that took its place, else to the list.
  const removedAt = useRef<number | null>(null);
  const chipKeys = chips.map((chip) => chip.key).join('|');
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else afterLast.current?.focus();
  }, [chipKeys, afterLast]);

  if (chips.length === 0) return null;
  return (
    <ul ref={list} aria-label={t`Applied filters`} className="flex flex-wrap items-center gap-2">
      {chips.map((chip, index) => (
        <li key={chip.key} className="max-w-full">
          <button
            type="button"
            onClick={() => {
              removedAt.current = index;
              onSearch(chip.without);
            }}
            className={chipClass}
          >
            <span className="sr-only">
              <Trans>Remove filter:</Trans>{' '}
            </span>
            <span className="truncate">{chip.label}</span>
            <X className="size-3.5 shrink-0" aria-hidden="true" />
          </button>
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <button
            type="button"
            onClick={() => {
              removedAt.current = 0;
              onClear();
            }}
            className="px-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-amber-300"
          >
            <Trans>Clear all</Trans>
          </button>
        </li>
      ) : null}
    </ul>
  );
}
