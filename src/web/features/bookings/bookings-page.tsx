import { useEffect } from 'react';
import type { AdminBooking } from '../../../domain/booking-management';
import { ListPagination } from '../../components/ui/list-pagination';
import { pageCount } from '../../components/ui/page-numbers';
import { ListRefreshBar } from '../../components/ui/list-refresh-bar';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { useAdminBookings } from './api/get-admin-bookings';
import { useListingTitle } from './api/get-listing-title';
import {
  hasActiveFilters,
  toListRequest,
  withBooking,
  withColumnSort,
  withFilters,
  withPage,
  withPageSize,
  withSort,
  withStatusToggled,
  withView,
  withoutFilters,
} from './booking-list-params';
import { BookingAgenda } from './components/agenda/booking-agenda';
import { NoBookingsYet, NoMatchingBookings } from './components/admin-list/bookings-empty-state';
import { BookingsTable } from './components/admin-list/bookings-table';
import { BookingsToolbar } from './components/admin-list/bookings-toolbar';
import { ExportBookingsLink } from './components/admin-list/export-bookings-link';
import { ViewSwitch } from './components/admin-list/view-switch';
import { BookingDetailPanel } from './components/booking-detail/booking-detail-panel';
import { useBookingParams } from './hooks/use-booking-params';

/** Skeleton rows while the first page loads: enough to fill the card, not a whole page of 100. */
const MAX_SKELETON_ROWS = 10;

/**
 * /admin/bookings (and /admin/orders): the visit bookings as a list or an agenda, with a detail panel for one
 * booking. Everything on screen, the open booking included, is in the address.
 */
export function BookingsPage() {
  const { params, setParams } = useBookingParams();
  const listView = params.view === 'list';
  const request = toListRequest(params);
  const bookings = useAdminBookings(request, listView);
  const { data } = bookings;

  const titleOnScreen = data?.items.find((booking) => booking.listing.id === params.listing)?.listing.title;
  const listingTitle = useListingTitle(params.listing, data !== undefined && titleOnScreen === undefined);

  // A page past the end (an old link, or bookings filtered away meanwhile) shows the last page instead of nothing.
  const lastPage = data ? pageCount(data.total, params.pageSize) : undefined;
  const pastTheEnd =
    listView &&
    lastPage !== undefined &&
    !bookings.isPlaceholderData &&
    data?.items.length === 0 &&
    params.page > lastPage;
  useEffect(() => {
    if (pastTheEnd && lastPage !== undefined) setParams(withPage(params, lastPage), { replace: true });
  }, [pastTheEnd, lastPage, params, setParams]);

  const open = (booking: AdminBooking) => setParams(withBooking(params, booking.id));
  const clearFilters = () => setParams(withoutFilters(params));

  const list = () => {
    if (bookings.isError && !data) {
      return (
        <LoadErrorState
          title="Could not load the bookings"
          message={bookings.error.message}
          retrying={bookings.isFetching}
          onRetry={() => void bookings.refetch()}
        />
      );
    }
    if (data && data.total === 0) {
      return hasActiveFilters(params) ? (
        <NoMatchingBookings onClearFilters={clearFilters} />
      ) : (
        <NoBookingsYet />
      );
    }
    return (
      <>
        <BookingsTable
          bookings={data?.items}
          skeletonRows={Math.min(params.pageSize, MAX_SKELETON_ROWS)}
          sort={params.sort}
          onSort={(column) => setParams(withColumnSort(params, column))}
          busy={bookings.isPlaceholderData}
          fetchedAt={bookings.dataUpdatedAt}
          openBookingId={params.booking}
          onOpen={open}
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
            Loading bookings...
          </p>
        )}
      </>
    );
  };

  return (
    <section
      aria-label="Visit bookings"
      className="relative overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      {listView && bookings.isFetching && data ? <ListRefreshBar /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-brand-100 px-4 py-3 dark:border-stone-800">
        <ViewSwitch view={params.view} onChange={(view) => setParams(withView(params, view))} />
        {listView ? <ExportBookingsLink filters={params} sort={params.sort} /> : null}
      </div>
      {listView ? (
        <>
          <BookingsToolbar
            filters={params}
            sort={params.sort}
            statusCounts={data?.statusCounts}
            listingTitle={titleOnScreen ?? listingTitle.data}
            onFiltersChange={(changes) => setParams(withFilters(params, changes))}
            onStatusToggle={(status) => setParams(withStatusToggled(params, status))}
            onSortChange={(sort) => setParams(withSort(params, sort))}
            onClearFilters={clearFilters}
          />
          {list()}
        </>
      ) : (
        <BookingAgenda
          from={params.from}
          status={params.status}
          onFromChange={(from) => setParams({ ...params, from })}
          onOpen={open}
        />
      )}
      <BookingDetailPanel
        bookingId={params.booking}
        onClose={() => setParams(withBooking(params, undefined))}
        onShowListingBookings={(listing) =>
          setParams(withFilters({ ...withoutFilters(params), view: 'list', booking: undefined }, { listing }))
        }
      />
    </section>
  );
}
