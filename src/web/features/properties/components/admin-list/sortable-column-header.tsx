import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { AdminListSort, SortOrder } from '../../admin-list-params';

type SortableColumnHeaderProps = {
  label: string;
  column: AdminListSort;
  sort: AdminListSort;
  order: SortOrder;
  onSort: (column: AdminListSort) => void;
  align?: 'left' | 'right';
};

/** A column heading that sorts the table by its column; a second click reverses the order. */
export function SortableColumnHeader({
  label,
  column,
  sort,
  order,
  onSort,
  align = 'left',
}: SortableColumnHeaderProps) {
  const active = sort === column;
  const Icon = active ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`px-3 py-2 ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`inline-flex items-center gap-1 rounded-md px-1 py-0.5 text-xs font-semibold tracking-wide uppercase hover:text-brand-800 dark:hover:text-amber-200 ${
          active ? 'text-brand-800 dark:text-amber-300' : ''
        }`}
      >
        {label}
        <Icon className={`size-3.5 ${active ? '' : 'opacity-50'}`} aria-hidden="true" />
      </button>
    </th>
  );
}
