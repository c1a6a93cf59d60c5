import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

export type SortDirection = 'asc' | 'desc';

type SortableColumnHeaderProps = {
  label: string;
  /** How the table is sorted by this column now, or undefined when it is sorted by another. */
  sorted: SortDirection | undefined;
  onSort: () => void;
  align?: 'left' | 'right';
};

/** A column heading that sorts an admin table by its column; a second click reverses the order where it can. */
export function SortableColumnHeader({ label, sorted, onSort, align = 'left' }: SortableColumnHeaderProps) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={`@3xl:px-3 @3xl:py-2 ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        onClick={onSort}
        className={`inline-flex min-h-9 items-center gap-1 rounded-md px-2 py-0.5 text-xs @3xl:min-h-0 @3xl:px-1 font-semibold tracking-wide uppercase hover:text-brand-800 dark:hover:text-amber-200 ${
          sorted ? 'text-brand-800 dark:text-amber-300' : ''
        }`}
      >
        {label}
        <Icon className={`size-3.5 ${sorted ? '' : 'opacity-50'}`} aria-hidden="true" />
      </button>
    </th>
  );
}
