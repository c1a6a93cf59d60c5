import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';

/** How long typing must pause before the list searches: one request per word, not per letter. */
const SEARCH_DELAY_MS = 300;

type ListSearchBoxProps = {
  /** The search the list shows now (from the address). */
  value: string;
  onSearch: (text: string) => void;
  /** The box's accessible name, e.g. "Search listings". */
  label: string;
  placeholder: string;
  /** The server refuses longer search text, so the box stops there too. */
  maxLength: number;
};

/** Searches an admin list as the admin types (after a pause); Enter searches at once. */
export function ListSearchBox({ value, onSearch, label, placeholder, maxLength }: ListSearchBoxProps) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [searchedFor, setSearchedFor] = useState(value);
  // The address changed without typing here (back button, Clear filters): show what the list shows.
  if (value !== searchedFor) {
    setSearchedFor(value);
    if (text.trim() !== value) setText(value);
  }

  const search = useEffectEvent(onSearch);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => search(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      // Named, so it is told apart from the portal's header search (not `label`, which names the box itself).
      aria-label="List search"
      className="w-full sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={maxLength}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="h-10 w-full rounded-full border border-brand-100 bg-stone-50 pr-3 pl-9 text-sm text-stone-900 placeholder:text-stone-500 focus:border-brand-400 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 dark:border-stone-700 dark:bg-stone-800 dark:text-stone-100 dark:placeholder:text-stone-400 dark:focus:bg-stone-900 dark:focus:outline-amber-400"
        />
      </div>
    </form>
  );
}
