import { useId, type ReactNode } from 'react';

type ToolbarSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option> (and <optgroup>) elements. */
  children: ReactNode;
};

/** A small labelled drop-down for an admin list's toolbar and pagination bar. */
export function ToolbarSelect({ label, value, onChange, children }: ToolbarSelectProps) {
  const selectId = useId();
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={selectId}
        className="text-sm font-medium whitespace-nowrap text-stone-600 dark:text-stone-300"
      >
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-lg border border-brand-100 bg-white px-2 text-sm text-stone-900 focus:border-brand-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 dark:border-stone-700 dark:bg-stone-800 dark:text-stone-100 dark:focus:outline-amber-400"
      >
        {children}
      </select>
    </div>
  );
}
