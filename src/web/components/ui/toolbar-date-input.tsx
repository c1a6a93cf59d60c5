import { useId } from 'react';

type ToolbarDateInputProps = {
  label: string;
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
};

/** A small labelled date field for an admin list's toolbar (a date range's start or end). */
export function ToolbarDateInput({ label, value, onChange, min, max }: ToolbarDateInputProps) {
  const inputId = useId();
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
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-lg border border-brand-100 bg-white px-2 text-sm text-stone-900 focus:border-brand-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 dark:border-stone-700 dark:bg-stone-800 dark:text-stone-100 dark:[color-scheme:dark] dark:focus:outline-amber-400"
      />
    </div>
  );
}
