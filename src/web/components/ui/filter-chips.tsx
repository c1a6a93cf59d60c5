import { Trans } from '@lingui/react/macro';

type FilterChipsProps<Value extends string> = {
  /** The group's accessible name, e.g. "Filter by status". */
  label: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  /** The values chosen; empty means all. */
  chosen: readonly Value[];
  /** How many records of each value match the other filters; undefined until the list has loaded. */
  counts?: Record<Value, number>;
  onToggle: (value: Value) => void;
  onAll: () => void;
};

const chip =
  'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium border-brand-100 bg-white text-stone-700 hover:border-brand-300 hover:text-brand-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200 dark:hover:text-amber-200 dark:aria-pressed:border-amber-500 dark:aria-pressed:bg-amber-500 dark:aria-pressed:text-stone-950';
const countClass = 'tabular-nums opacity-80';

/** "All 42", "New 8", "Contacted 5"…: toggle buttons that filter an admin list, several at once. */
export function FilterChips<Value extends string>({
  label,
  values,
  labels,
  chosen,
  counts,
  onToggle,
  onAll,
}: FilterChipsProps<Value>) {
  const total = counts ? values.reduce((sum, value) => sum + counts[value], 0) : undefined;
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <button type="button" aria-pressed={chosen.length === 0} onClick={onAll} className={chip}>
        <Trans>All</Trans>
        {total !== undefined ? <span className={countClass}>{total.toLocaleString('en-IN')}</span> : null}
      </button>
      {values.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={chosen.includes(value)}
          onClick={() => onToggle(value)}
          className={chip}
        >
          {labels[value]}
          {counts ? <span className={countClass}>{counts[value].toLocaleString('en-IN')}</span> : null}
        </button>
      ))}
    </div>
  );
}
