import { useEffect, useRef, useState } from 'react';
import { ListPagination } from '../../components/ui/list-pagination';
import { pageCount } from '../../components/ui/page-numbers';
import { ListRefreshBar } from '../../components/ui/list-refresh-bar';
import { LoadErrorState } from '../../components/ui/load-error-state';
import {
  hasActiveFilters,
  withFilters,
  withPage,
  withPageSize,
  withSort,
  withoutFilters,
} from './admin-list-params';
import { useAdminListings, type AdminListing } from './api/get-admin-listings';
import { DeleteListingDialog } from './components/admin-list/delete-listing-dialog';
import { NoListingsYet, NoMatchingListings } from './components/admin-list/listings-empty-state';
import { ListingsTable } from './components/admin-list/listings-table';
import { ListingsToolbar } from './components/admin-list/listings-toolbar';
import { useAdminListParams } from './hooks/use-admin-list-params';

/** Skeleton rows while the first page loads: enough to fill the card, not a whole page of 100. */
const MAX_SKELETON_ROWS = 10;

/** /admin/properties: every listing, searched, filtered, sorted and paged by the server. */
export function ManagePropertiesPage() {
  const { params, setParams } = useAdminListParams();
  const listings = useAdminListings(params);
  const [listingToDelete, setListingToDelete] = useState<AdminListing | null>(null);
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

  // A page past the end (an old link, or listings deleted elsewhere) shows the last page instead of nothing.
  const lastPage = data ? pageCount(data.total, params.pageSize) : undefined;
  const pastTheEnd =
    lastPage !== undefined &&
    !listings.isPlaceholderData &&
    data?.items.length === 0 &&
    params.page > lastPage;
  useEffect(() => {
    if (pastTheEnd && lastPage !== undefined) setParams(withPage(params, lastPage), { replace: true });
  }, [pastTheEnd, lastPage, params, setParams]);

  const clearFilters = () => setParams(withoutFilters(params));
  const filtered = hasActiveFilters(params);

  const body = () => {
    if (listings.isError && !data) {
      return (
        <LoadErrorState
          title="Could not load the properties"
          message={listings.error.message}
          retrying={listings.isFetching}
          onRetry={() => void listings.refetch()}
        />
      );
    }
    if (data && data.total === 0) {
      return filtered ? <NoMatchingListings onClearFilters={clearFilters} /> : <NoListingsYet />;
    }
    return (
      <>
        <ListingsTable
          listings={data?.items}
          skeletonRows={Math.min(params.pageSize, MAX_SKELETON_ROWS)}
          sort={params.sort}
          order={params.order}
          onSort={(column) => setParams(withSort(params, column))}
          busy={listings.isPlaceholderData}
          fetchedAt={listings.dataUpdatedAt}
          onDelete={setListingToDelete}
        />
        {data ? (
          <ListPagination
            page={params.page}
            pageSize={params.pageSize}
            total={data.total}
            onPageChange={(page) => setParams(withPage(params, page))}
            onPageSizeChange={(pageSize) => setParams(withPageSize(params, pageSize))}
          />
        ) : (
          <p role="status" className="sr-only">
            Loading properties...
          </p>
        )}
      </>
    );
  };

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-label="Property listings"
      className="relative overflow-hidden focus:outline-none rounded-2xl border border-brand-100 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      {listings.isFetching && data ? <ListRefreshBar /> : null}
      <ListingsToolbar
        params={params}
        onFiltersChange={(changes) => setParams(withFilters(params, changes))}
        onClearFilters={clearFilters}
      />
      {body()}
      <DeleteListingDialog
        listing={listingToDelete}
        onClose={() => setListingToDelete(null)}
        onDeleted={(listing) => {
          deleted.current = { id: listing.id, errorUpdatedAt };
          // The last row of a page is gone: show the page before rather than an empty one.
          if (data?.items.length === 1 && params.page > 1) {
            setParams(withPage(params, params.page - 1), { replace: true });
          }
        }}
      />
    </section>
  );
}
