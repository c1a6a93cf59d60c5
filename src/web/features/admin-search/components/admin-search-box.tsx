import { Loader2 } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  SEARCH_TEXT_MAX,
  SEARCH_TEXT_MIN,
  useAdminSearch,
} from '#web/features/admin-search/api/search-admin';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import {
  movedIndex,
  resultGroupsOf,
  type SearchOption,
} from '#web/features/admin-search/utils/search-results';
import { SearchInput } from '#web/components/ui/search-input';
import { SearchResultGroups } from './search-result-groups';

/** Long enough to skip the letters of a word typed at speed, short enough to feel immediate. */
const SEARCH_DELAY_MS = 200;

const searchTextOf = (typed: string) => typed.trim().replace(/\s+/g, ' ');

/**
 * The portal's header search (spec §2: 288 px wide, 320 px while focused): listings, bookings and clients as
 * the admin types, in a WAI-ARIA combobox. Focus stays in the box; the arrow keys move through every group's
 * results, Enter opens the active one (or the first), Escape closes the list.
 */
export function AdminSearchBox() {
  const navigate = useNavigate();
  const listboxId = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  // The active option by key, so a fresh set of results without it simply leaves none active.
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const text = searchTextOf(typed);
  const searchable = text.length >= SEARCH_TEXT_MIN;
  const searchedText = useDebouncedValue(text, SEARCH_DELAY_MS);
  const search = useAdminSearch(searchedText);
  const groups = search.data ? resultGroupsOf(search.data) : [];
  const options = groups.flatMap((group) => group.options);
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const optionId = (option: SearchOption) => `${listboxId}-${option.key}`;

  // The results on show answer what is in the box now (not the last search, kept while the next one runs).
  const current = searchedText === text && !search.isPlaceholderData && !search.isFetching;
  const panelOpen = open && searchable;
  const listboxShown = panelOpen && options.length > 0;
  const activeOption = listboxShown ? options[activeIndex] : undefined;
  const activeId = activeOption ? optionId(activeOption) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  const choose = (option: SearchOption) => {
    close();
    void navigate(option.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!searchable) return;
        event.preventDefault();
        setOpen(true);
        const next = movedIndex(activeIndex, options.length, event.key === 'ArrowDown' ? 1 : -1);
        setActiveKey(options[next]?.key ?? null);
        return;
      }
      case 'Enter': {
        if (!searchable) return;
        event.preventDefault();
        // Without a choice, Enter takes the best match, but only of results for what is typed now.
        const chosen = activeOption ?? (current ? options[0] : undefined);
        if (chosen) choose(chosen);
        else setOpen(true);
        return;
      }
      case 'Escape':
        // Open: close the list and keep the text. Closed: the search box's own Escape clears the text.
        if (panelOpen) {
          event.preventDefault();
          close();
        }
        return;
    }
  };

  return (
    // Named, as every search landmark is: a list page has its own search beside this one.
    <div role="search" aria-label="Portal search" className="relative hidden md:block">
      <SearchInput
        look="admin"
        fieldClassName="w-72 transition-[width] duration-300 focus:w-80 motion-reduce:transition-none"
        role="combobox"
        aria-label="Search properties, bookings, clients"
        aria-autocomplete="list"
        aria-expanded={listboxShown}
        aria-controls={listboxShown ? listboxId : undefined}
        aria-activedescendant={activeId}
        spellCheck={false}
        maxLength={SEARCH_TEXT_MAX}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActiveKey(null);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        // Leaving the box (Tab, a click elsewhere) closes the list; the panel keeps focus here when pressed.
        onBlur={close}
        onKeyDown={onKeyDown}
        placeholder="Search properties, bookings, clients..."
      />
      {panelOpen ? (
        // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- not an interaction: it only keeps focus in the search box while the list is pressed
        <div
          data-testid="admin-search-panel"
          // A press anywhere in the panel (an option, its scroll bar) must not take focus from the box.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute top-full left-0 z-50 mt-2 flex max-h-[min(32rem,calc(100dvh-6rem))] w-[28rem] max-w-[calc(100vw-2rem)] flex-col overflow-y-auto overscroll-contain rounded-2xl border border-brand-100 bg-white py-2 shadow-xl dark:border-stone-700 dark:bg-stone-900"
        >
          {listboxShown ? (
            <SearchResultGroups
              id={listboxId}
              groups={groups}
              activeKey={activeOption?.key ?? null}
              optionId={optionId}
              onChoose={choose}
              onPoint={(option) => setActiveKey(option.key)}
            />
          ) : null}
          <SearchStatus
            text={text}
            searching={!current && !search.isError}
            failure={search.isError && searchedText === text ? search.error.message : null}
            found={current && search.isSuccess ? options.length : null}
          />
        </div>
      ) : null}
    </div>
  );
}

/** What the search is doing, said in the panel and to screen readers (the result count only to them). */
function SearchStatus({
  text,
  searching,
  failure,
  found,
}: {
  text: string;
  searching: boolean;
  failure: string | null;
  found: number | null;
}) {
  let message = '';
  let visible = true;
  if (failure) message = `Search did not work: ${failure}`;
  else if (searching) message = 'Searching…';
  else if (found === 0) message = `No matches for “${text}”`;
  else if (found !== null) {
    message = found === 1 ? '1 result' : `${found} results`;
    visible = false;
  }
  return (
    <p
      role="status"
      className={
        visible
          ? `flex items-center gap-2 px-4 py-2 text-sm ${failure ? 'text-red-700 dark:text-red-300' : 'text-stone-600 dark:text-stone-300'}`
          : 'sr-only'
      }
    >
      {searching && !failure ? (
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : null}
      {message}
    </p>
  );
}
