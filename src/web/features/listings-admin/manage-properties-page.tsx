import { useEffect, useRef, useState } from 'react';
import { AdminListBody, AdminListCard } from '#web/components/ui/admin-list-card';
import { useListPaging } from '#web/components/ui/use-list-paging';
import { withPage } from '#web/lib/list-search-params';
import { useSession } from '#web/lib/session';
import { useListSearchParams } from '#web/lib/use-list-search-params';
import {
  hasActiveFilters,
  parseAdminListParams,
  toSearchParams,
  withFilters,
  withSort,
  withoutFilters,
} from './utils/admin-list-params';
import { useAdminListings, type AdminListing } from './api/get-admin-listings';
import { BulkStateBar } from './components/admin-list/bulk-state-bar';
import { DeleteListingDialog } from './components/admin-list/delete-listing-dialog';
import { NoListingsYet, NoMatchingListings } from './components/admin-list/listings-empty-state';
import { ListingsTable } from './components/admin-list/listings-table';
import { ListingsToolbar } from './components/admin-list/listings-toolbar';

/**
 * /admin/properties: every listing, searched, filtered, sorted and paged by the server. An agent sees the listings
 * assigned to them, without the admin's controls over the whole catalogue (adding, featuring, deleting, bulk moves).
 */
export function ManagePropertiesPage() {
  const { isAdmin } = useSession();
  const { params, setParams } = useListSearchParams(parseAdminListParams, toSearchParams);
  const listings = useAdminListings(params);
  const pagination = useListPaging(listings, params, setParams);
  const [listingToDelete, setListingToDelete] = useState<AdminListing | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { data } = listings;
  const sectionRef = useRef<HTMLElement>(null);
  const deleted = useRef<{ id: string; errorUpdatedAt: number } | null>(null);
  const rows = data?.items;
  const { errorUpdatedAt } = listings;

  // Closing the dialog hands focus back to the deleted row's Delete button, which goes once the list refreshes:
  // the list itself is the next stable place. Should the refresh fail the row stays, and focus with it.
  useEffect(() => {
    const pending = deleted.current;
    if (!pending || listingToDelete !== null) return;
    const gone = !rows?.some((listing) => listing.id === pending.id);
    if (!gone && errorUpdatedAt <= pending.errorUpdatedAt) return;
    deleted.current = null;
    if (gone) sectionRef.current?.focus();
  }, [listingToDelete, rows, errorUpdatedAt]);

  const clearFilters = () => setParams((current) => withoutFilters(current));
  const changeSelection = (ids: readonly string[], isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  // Only what is on screen is moved: a row ticked on another page, or filtered away, is not.
  const selectedRows = rows?.filter((listing) => selected.has(listing.id)) ?? [];

  return (
    <AdminListCard
      ref={sectionRef}
      tabIndex={-1}
      label="Property listings"
      refreshing={listings.isFetching && data !== undefined}
    >
      <ListingsToolbar
        params={params}
        onFiltersChange={(changes) => setParams((current) => withFilters(current, changes))}
        onClearFilters={clearFilters}
        mayAddListings={isAdmin}
      />
      {isAdmin ? (
        <BulkStateBar
          listings={selectedRows}
          onDone={() => setSelected(new Set())}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
      <AdminListBody
        list={listings}
        records="properties"
        empty={
          hasActiveFilters(params) ? <NoMatchingListings onClearFilters={clearFilters} /> : <NoListingsYet />
        }
        pagination={pagination}
      >
        <ListingsTable
          listings={data?.items}
          pageSize={params.pageSize}
          sort={params.sort}
          order={params.order}
          onSort={(column) => setParams((current) => withSort(current, column))}
          busy={listings.isPlaceholderData}
          fetchedAt={listings.dataUpdatedAt}
          catalogueControls={
            isAdmin
              ? { onDelete: setListingToDelete, selected, onSelectedChange: changeSelection }
              : undefined
          }
        />
      </AdminListBody>
      <DeleteListingDialog
        listing={listingToDelete}
        onClose={() => setListingToDelete(null)}
        onDeleted={(listing) => {
          deleted.current = { id: listing.id, errorUpdatedAt };
          // The last row of a page is gone: show the page before rather than an empty one.
          if (data?.items.length === 1 && params.page > 1) {
            setParams((current) => withPage(current, current.page - 1), { replace: true });
          }
        }}
      />
    </AdminListCard>
  );
}
