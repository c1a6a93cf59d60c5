import { useId } from 'react';
import { AdminTable, ColumnHeader } from '#web/components/ui/admin-table';
import { SortableColumnHeader } from '#web/components/ui/sortable-column-header';
import type { AdminListSort, SortOrder } from '#web/features/listings-admin/utils/admin-list-params';
import type { AdminListing } from '#web/features/listings-admin/api/get-admin-listings';
import { ListingRow } from './listing-row';

const SORT_NAMES: Record<AdminListSort, string> = {
  updatedAt: 'last update',
  createdAt: 'date added',
  title: 'title',
  price: 'price',
  city: 'city',
  quality: 'quality, then longest waiting',
};

type ListingsTableProps = {
  /** The rows to show; undefined while the first page loads. */
  listings: AdminListing[] | undefined;
  pageSize: number;
  sort: AdminListSort;
  order: SortOrder;
  onSort: (column: AdminListSort) => void;
  /** A newer page is loading while these rows stay on screen. */
  busy: boolean;
  /** When the rows were fetched, for the "Updated" column. */
  fetchedAt: number;
  /**
   * The admin's own controls (decision 027): ticking rows for a bulk move, featuring and deleting. Absent for an
   * agent, whom the server refuses them.
   */
  catalogueControls?: {
    onDelete: (listing: AdminListing) => void;
    /** The ids ticked for a bulk change of state. */
    selected: ReadonlySet<string>;
    onSelectedChange: (ids: readonly string[], selected: boolean) => void;
  };
};

/** The listings as a table: one row per listing, sortable by title, price, city and last update. */
export function ListingsTable({
  listings,
  pageSize,
  sort,
  order,
  onSort,
  busy,
  fetchedAt,
  catalogueControls,
}: ListingsTableProps) {
  const ids = listings?.map((listing) => listing.id) ?? [];
  const allSelected = ids.length > 0 && ids.every((id) => catalogueControls?.selected.has(id));
  const newTabHintId = useId();
  const sortProps = (column: AdminListSort) => ({
    sorted: sort === column ? order : undefined,
    onSort: () => onSort(column),
  });
  return (
    <>
      <span id={newTabHintId} hidden>
        Opens in a new tab
      </span>
      <AdminTable
        caption={
          sort === 'quality'
            ? `Property listings, sorted by ${SORT_NAMES[sort]}`
            : `Property listings, sorted by ${SORT_NAMES[sort]}, ${order === 'asc' ? 'ascending' : 'descending'}`
        }
        columnCount={catalogueControls ? 7 : 6}
        columns={
          <>
            {catalogueControls ? (
              <ColumnHeader>
                <input
                  type="checkbox"
                  checked={allSelected}
                  disabled={ids.length === 0}
                  onChange={(event) => catalogueControls.onSelectedChange(ids, event.target.checked)}
                  aria-label="Select every listing on this page"
                  className="size-4 rounded border-stone-400 accent-brand-700 dark:border-stone-500 dark:accent-amber-400"
                />
              </ColumnHeader>
            ) : null}
            <ColumnHeader>Photo</ColumnHeader>
            <SortableColumnHeader label="Title" {...sortProps('title')} />
            <SortableColumnHeader label="Price" align="right" {...sortProps('price')} />
            <SortableColumnHeader label="City" {...sortProps('city')} />
            <SortableColumnHeader label="Updated" {...sortProps('updatedAt')} />
            <ColumnHeader align="right">Actions</ColumnHeader>
          </>
        }
        rows={listings?.map((listing) => (
          <ListingRow
            key={listing.id}
            listing={listing}
            catalogueControls={
              catalogueControls && {
                selected: catalogueControls.selected.has(listing.id),
                onSelectedChange: (isSelected) =>
                  catalogueControls.onSelectedChange([listing.id], isSelected),
                onDelete: () => catalogueControls.onDelete(listing),
              }
            }
            now={fetchedAt}
            newTabHintId={newTabHintId}
          />
        ))}
        pageSize={pageSize}
        busy={busy}
      />
    </>
  );
}
