import { Trans, useLingui } from '@lingui/react/macro';
/** The band of search and filters above an admin list's table, and the pieces the lists' toolbars share. */
import { FilterX } from 'lucide-react';
import type { ReactNode } from 'react';
import { isOneOf } from '#domain/taxonomy';
import { ToolbarDateInput } from './toolbar-date-input';
import { ToolbarSelect } from './toolbar-select';

export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="space-y-3 border-b border-brand-100 p-4 dark:border-stone-800">{children}</div>;
}

/** The toolbar's small controls (drop-downs, dates, chips) in a row that wraps on a narrow screen. */
export function ListToolbarControls({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-x-4 gap-y-2">{children}</div>;
}

/** "Clear filters" at the end of the controls, for while some filter is on. */
export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-amber-300 dark:hover:bg-stone-800"
    >
      <FilterX className="size-4" aria-hidden="true" />
      <Trans>Clear filters</Trans>
    </button>
  );
}

type DayRangeInputsProps = {
  /** The start field's label ("Visits from"); the end's shows "to". */
  fromLabel: string;
  /** The end's name for screen readers, which read the field alone ("Visits to"). */
  toName: string;
  /** YYYY-MM-DD; either end may be open. */
  from: string | undefined;
  to: string | undefined;
  /** One end changed (undefined when cleared). */
  onChange: (changes: { from?: string | undefined } | { to?: string | undefined }) => void;
};

/** A day range as two date fields; the picker offers neither end past the other. */
export function DayRangeInputs({ fromLabel, toName, from, to, onChange }: DayRangeInputsProps) {
  return (
    <>
      <ToolbarDateInput
        label={fromLabel}
        value={from ?? ''}
        max={to}
        onChange={(value) => onChange({ from: value || undefined })}
      />
      <ToolbarDateInput
        label="to"
        accessibleName={toName}
        value={to ?? ''}
        min={from}
        onChange={(value) => onChange({ to: value || undefined })}
      />
    </>
  );
}

type SortSelectProps<Sort extends string> = {
  sorts: readonly Sort[];
  labels: Record<Sort, string>;
  value: Sort;
  onChange: (sort: Sort) => void;
};

/** The "Sort" drop-down of a list whose orders are a fixed set, each with its name. */
export function SortSelect<Sort extends string>({ sorts, labels, value, onChange }: SortSelectProps<Sort>) {
  const { t } = useLingui();
  return (
    <ToolbarSelect
      label={t`Sort`}
      value={value}
      onChange={(chosen) => {
        if (isOneOf(sorts, chosen)) onChange(chosen);
      }}
    >
      {sorts.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </ToolbarSelect>
  );
}
