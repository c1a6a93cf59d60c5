/** The table of an admin list (listings, bookings, enquiries) and the cells its rows share. */
import { StickyNote } from 'lucide-react';
import type { ReactNode } from 'react';
import { describeTimeSince, formatDateTime } from '../../lib/relative-time';
import { SkeletonRows } from './skeleton-rows';

/** Skeleton rows while the first page loads: enough to fill the card, not a whole page of 100. */
const MAX_SKELETON_ROWS = 10;

type AdminTableProps = {
  /** Read by screen readers: what the table holds and how it is sorted. */
  caption: string;
  /** The header cells (ColumnHeader, SortableColumnHeader). */
  columns: ReactNode;
  columnCount: number;
  /** The rows; undefined while the first page loads (skeleton rows stand in). */
  rows: ReactNode[] | undefined;
  /** The page size asked for, so the skeleton is about as tall as the page to come. */
  pageSize: number;
  /** A newer page is loading while these rows stay on screen. */
  busy: boolean;
  /** How narrow the table gets before it scrolls sideways inside its own box (a Tailwind min-width class). */
  minWidthClass: string;
};

export function AdminTable({
  caption,
  columns,
  columnCount,
  rows,
  pageSize,
  busy,
  minWidthClass,
}: AdminTableProps) {
  return (
    <div className="overflow-x-auto">
      <table
        aria-busy={busy || rows === undefined}
        className={`w-full ${minWidthClass} text-sm transition-opacity motion-reduce:transition-none ${busy ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-brand-100 bg-stone-50 text-stone-600 dark:border-stone-800 dark:bg-stone-900/60 dark:text-stone-300">
          <tr>{columns}</tr>
        </thead>
        <tbody className="divide-y divide-brand-100 dark:divide-stone-800">
          {rows ?? <SkeletonRows rows={Math.min(pageSize, MAX_SKELETON_ROWS)} columns={columnCount} />}
        </tbody>
      </table>
    </div>
  );
}

/** A column heading that does not sort. */
export function ColumnHeader({
  children,
  align = 'left',
}: {
  children: ReactNode;
  align?: 'left' | 'right';
}) {
  return (
    <th
      scope="col"
      className={`px-3 py-2 text-xs font-semibold tracking-wide uppercase ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      {children}
    </th>
  );
}

/** A row that opens its record in the side panel; the open one is highlighted so the admin sees where they were. */
export function OpenableRow({ selected, children }: { selected: boolean; children: ReactNode }) {
  return (
    <tr
      aria-current={selected ? 'true' : undefined}
      className="hover:bg-brand-50/50 aria-[current]:bg-brand-50 dark:hover:bg-stone-800/50 dark:aria-[current]:bg-stone-800"
    >
      {children}
    </tr>
  );
}

type OpenRecordCellProps = {
  /** The person the record is about: the button that opens it. */
  name: string;
  /** The team's notes; a marker shows there are some, and hovering it shows them. */
  notes: string | null;
  onOpen: () => void;
};

/** The row's heading cell: the name that opens the record's panel. */
export function OpenRecordCell({ name, notes, onOpen }: OpenRecordCellProps) {
  return (
    <th scope="row" className="px-3 py-2 text-left font-medium">
      <button
        type="button"
        onClick={onOpen}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-1.5 text-left text-brand-800 underline-offset-2 hover:underline dark:text-amber-300"
      >
        {name}
        {notes ? (
          <span title={notes} className="text-stone-500 dark:text-stone-400">
            <StickyNote className="size-4" aria-hidden="true" />
            <span className="sr-only">(has notes)</span>
          </span>
        ) : null}
      </button>
    </th>
  );
}

/** When something happened, as "3 hours ago" next to `now` (the data's fetch time), the exact time on hover. */
export function TimeSince({ at, now }: { at: string; now: number }) {
  const date = new Date(at);
  return (
    <time dateTime={at} title={formatDateTime(date)}>
      {describeTimeSince(date, now)}
    </time>
  );
}

/** A table cell with TimeSince. */
export function TimeSinceCell({ at, now }: { at: string; now: number }) {
  return (
    <td className="px-3 py-2 whitespace-nowrap text-stone-600 dark:text-stone-300">
      <TimeSince at={at} now={now} />
    </td>
  );
}
