/**
 * The table of an admin list (listings, bookings, enquiries) and the cells its rows share. Where the list is
 * narrower than 48rem (a phone, or a tablet beside the sidebar) each row is drawn as a card: the row's media and
 * heading on top, every other cell as "Label value", the actions at the bottom. It stays one table in the page,
 * so its rows, headers and sort buttons are the same elements at every width.
 */
import { StickyNote } from 'lucide-react';
import type { ReactNode } from 'react';
import { describeTimeSince, formatDateTime } from '#web/lib/relative-time';
import { SkeletonRows } from './skeleton-rows';

/** Skeleton rows while the first page loads: enough to fill the card, not a whole page of 100. */
const MAX_SKELETON_ROWS = 10;

/** A row: a card in a narrow list, a table row from 48rem. */
export const rowClass =
  'flex flex-wrap items-start gap-x-3 gap-y-2 px-4 py-3 @3xl:table-row @3xl:p-0 hover:bg-brand-50/50 dark:hover:bg-stone-800/50';

/** A cell's padding and display in a table row. */
const tableCell = '@3xl:table-cell @3xl:px-2 @3xl:py-2 @3xl:align-middle';

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
  /**
   * How narrow the table gets before it scrolls sideways inside its own box, once it is a table (a Tailwind
   * min-width class behind `@3xl:`, e.g. `@3xl:min-w-[60rem]`); omitted, it always fits its box.
   */
  minWidthClass?: string;
};

export function AdminTable({
  caption,
  columns,
  columnCount,
  rows,
  pageSize,
  busy,
  minWidthClass = '',
}: AdminTableProps) {
  return (
    <div className="@container">
      <div className="@3xl:overflow-x-auto">
        <table
          aria-busy={busy || rows === undefined}
          // Focused after the list is read again at the admin's request (see AdminListBody).
          tabIndex={-1}
          className={`block w-full text-sm transition-opacity focus:outline-none motion-reduce:transition-none @3xl:table ${minWidthClass} ${busy ? 'opacity-60' : ''}`}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="block border-b border-brand-100 bg-stone-50 text-stone-600 @3xl:table-header-group dark:border-stone-800 dark:bg-stone-900/60 dark:text-stone-300">
            {/* As cards, the row of headers is a strip of the sort buttons; the other headers stay for screen readers. */}
            <tr className="flex flex-wrap items-center gap-1 px-3 py-1.5 @3xl:table-row @3xl:p-0">
              {columns}
            </tr>
          </thead>
          <tbody className="block divide-y divide-brand-100 @3xl:table-row-group dark:divide-stone-800">
            {rows ?? <SkeletonRows rows={Math.min(pageSize, MAX_SKELETON_ROWS)} columns={columnCount} />}
          </tbody>
        </table>
      </div>
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
      className={`sr-only text-xs font-semibold tracking-wide uppercase @3xl:not-sr-only ${tableCell} ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      {children}
    </th>
  );
}

/** How a cell shows when its row is a card. */
type CardPlace =
  /** A line of its own: the column's label, then the value. */
  | 'field'
  /** The photo at the card's top left, beside the heading. */
  | 'media'
  /** The buttons, along the card's bottom. */
  | 'actions';

type AdminCellProps = {
  /** The column's name, shown before the value when the row is a card. */
  label: string;
  card?: CardPlace;
  /** Extra classes for the table cell (alignment, width). */
  className?: string;
  children: ReactNode;
};

const cardPlaces: Record<CardPlace, string> = {
  field: 'flex basis-full items-baseline gap-3',
  media: 'order-first shrink-0',
  actions: 'basis-full border-t border-brand-100 pt-2 @3xl:border-0 dark:border-stone-800',
};

/** One cell of a row; as a card, a labelled line (or the photo, or the actions). */
export function AdminCell({ label, card = 'field', className = '', children }: AdminCellProps) {
  return (
    <td className={`min-w-0 ${cardPlaces[card]} ${tableCell} ${className}`}>
      {card === 'field' ? (
        // The table's column header names the cell for screen readers; this is the card's visible label.
        <span
          aria-hidden="true"
          className="w-20 shrink-0 text-xs font-semibold tracking-wide text-stone-500 uppercase @3xl:hidden dark:text-stone-400"
        >
          {label}
        </span>
      ) : null}
      {children}
    </td>
  );
}

/** The row's heading cell (what the row is about): the card's title. */
export function RowHeaderCell({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <th
      scope="row"
      className={`order-first min-w-0 flex-1 basis-40 text-left font-medium ${tableCell} ${className}`}
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
      className={`${rowClass} aria-[current]:bg-brand-50 dark:aria-[current]:bg-stone-800`}
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
    <RowHeaderCell>
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
    </RowHeaderCell>
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

/** A table cell (a labelled field on a phone's card) with TimeSince. */
export function TimeSinceCell({ label, at, now }: { label: string; at: string; now: number }) {
  return (
    <AdminCell label={label} className="whitespace-nowrap text-stone-600 dark:text-stone-300">
      <TimeSince at={at} now={now} />
    </AdminCell>
  );
}
