import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useState } from 'react';
import { SearchInput } from './search-input';

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
  const { t } = useLingui();
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
      aria-label={t`List search`}
      className="w-full sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <SearchInput
        look="admin"
        label={label}
        fieldClassName="w-full"
        value={text}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
      />
    </form>
  );
}
