import { useId } from 'react';
import { SkeletonRows } from '../../../../components/ui/skeleton-rows';
import { SortableColumnHeader } from '../../../../components/ui/sortable-column-header';
import type { AdminListSort, SortOrder } from '../../admin-list-params';
import type { AdminListing } from '../../api/get-admin-listings';
import { ListingRow } from './listing-row';

const COLUMN_COUNT = 9;

const SORT_NAMES: Record<AdminListSort, string> = {
  updatedAt: 'last update',
  createdAt: 'date added',
  title: 'title',
  price: 'price',
  city: 'city',
};

type ListingsTableProps = {
  /** The rows to show; undefined while the first page loads (skeleton rows stand in). */
  listings: AdminListing[] | undefined;
  /** How many skeleton rows to draw while loading. */
  skeletonRows: number;
  sort: AdminListSort;
  order: SortOrder;
  onSort: (column: AdminListSort) => void;
  /** A newer page is loading while these rows stay on screen. */
  busy: boolean;
  /** When the rows were fetched, for the "Updated" column. */
  fetchedAt: number;
  onDelete: (listing: AdminListing) => void;
};

const plainHeader = 'px-3 py-2 text-xs font-semibold tracking-wide uppercase';

/** The listings as a table: one row per listing, sortable by title, price, city and last update. */
export function ListingsTable({
  listings,
  skeletonRows,
  sort,
  order,
  onSort,
  busy,
  fetchedAt,
  onDelete,
}: ListingsTableProps) {
  const newTabHintId = useId();
  const sortProps = (column: AdminListSort) => ({
    sorted: sort === column ? order : undefined,
    onSort: () => onSort(column),
  });
  return (
    <div className="overflow-x-auto">
      <span id={newTabHintId} hidden>
        Opens in a new tab
      </span>
      <table
        aria-busy={busy || listings === undefined}
        className={`w-full min-w-[64rem] text-sm transition-opacity motion-reduce:transition-none ${busy ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">
          {`Property listings, sorted by ${SORT_NAMES[sort]}, ${order === 'asc' ? 'ascending' : 'descending'}`}
        </caption>
        <thead className="border-b border-brand-100 bg-stone-50 text-stone-600 dark:border-stone-800 dark:bg-stone-900/60 dark:text-stone-300">
          <tr>
            <th scope="col" className={`${plainHeader} text-left`}>
              Photo
            </th>
            <SortableColumnHeader label="Title" {...sortProps('title')} />
            <th scope="col" className={`${plainHeader} text-left`}>
              Type
            </th>
            <th scope="col" className={`${plainHeader} text-left`}>
              Status
            </th>
            <SortableColumnHeader label="Price" align="right" {...sortProps('price')} />
            <SortableColumnHeader label="City" {...sortProps('city')} />
            <th scope="col" className={`${plainHeader} text-left`}>
              Featured
            </th>
            <SortableColumnHeader label="Updated" {...sortProps('updatedAt')} />
            <th scope="col" className={`${plainHeader} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100 dark:divide-stone-800">
          {listings === undefined ? (
            <SkeletonRows rows={skeletonRows} columns={COLUMN_COUNT} />
          ) : (
            listings.map((listing) => (
              <ListingRow
                key={listing.id}
                listing={listing}
                now={fetchedAt}
                onDelete={onDelete}
                newTabHintId={newTabHintId}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
