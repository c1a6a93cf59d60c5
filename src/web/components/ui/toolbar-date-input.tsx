import { useEffect, useEffectEvent, useId, useState } from 'react';
import { FIRST_FILTER_DAY, isFilterDay, LAST_FILTER_DAY } from '#domain/list-filters';

/** How long typing may pause inside a date before the list follows it. */
const SETTLE_MS = 800;

type ToolbarDateInputProps = {
  label: string;
  /** The accessible name, when the visible label leans on the field before it ("to" → "Visits to"). */
  accessibleName?: string;
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
};

/**
 * A small labelled date field for an admin list's toolbar (a date range's start or end). A date field reports
 * every keystroke as a whole date (typing a year passes through 0002, 0020 and 0202; typing "15" into the day
 * passes through the 1st), so the list follows the field only once the typing settles, on Enter or on leaving
 * it, and only with a day the lists can filter by. Each half-typed date would otherwise load a list, leave a
 * history entry and, as a range's end, push the other end about.
 */
export function ToolbarDateInput({
  label,
  accessibleName,
  value,
  onChange,
  min,
  max,
}: ToolbarDateInputProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under the field (back / forward, "Clear filters"): show what the list now uses.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const usable = (day: string) => day === '' || isFilterDay(day);
  const commit = () => {
    if (draft === value) return;
    if (usable(draft)) onChange(draft);
    else setDraft(value);
  };

  const settle = useEffectEvent(() => onChange(draft));
  useEffect(() => {
    if (draft === value || !usable(draft)) return;
    const timer = setTimeout(settle, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={inputId}
        className="text-sm font-medium whitespace-nowrap text-stone-600 dark:text-stone-300"
      >
        {label}
      </label>
      <input
        id={inputId}
        type="date"
        aria-label={accessibleName}
        value={draft}
        min={min ?? FIRST_FILTER_DAY}
        max={max ?? LAST_FILTER_DAY}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="h-9 rounded-lg border border-brand-100 bg-white px-2 text-sm text-stone-900 focus:border-brand-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 dark:border-stone-700 dark:bg-stone-800 dark:text-stone-100 dark:[color-scheme:dark] dark:focus:outline-amber-400"
      />
    </div>
  );
}
