import type { AdminBooking } from '#domain/admin-booking';
import { AdminListBody, AdminListCard } from '#web/components/ui/admin-list-card';
import { CsvExportLink } from '#web/components/ui/csv-export-link';
import { useListPaging } from '#web/components/ui/use-list-paging';
import { withFilters, withSort } from '#web/lib/list-search-params';
import { useListSearchParams } from '#web/lib/use-list-search-params';
import { useAdminBookings } from './api/get-admin-bookings';
import { useListingTitle } from './api/get-listing-title';
import {
  hasActiveFilters,
  parseBookingParams,
  toBookingSearch,
  toExportQuery,
  toListRequest,
  withBooking,
  withColumnSort,
  withStatusToggled,
  withView,
  withoutFilters,
} from './utils/booking-list-params';
import { BookingAgenda } from './components/agenda/booking-agenda';
import { NoBookingsYet, NoMatchingBookings } from './components/admin-list/bookings-empty-state';
import { BookingsTable } from './components/admin-list/bookings-table';
import { BookingsToolbar } from './components/admin-list/bookings-toolbar';
import { ViewSwitch } from './components/admin-list/view-switch';
import { BookingDetailPanel } from './components/booking-detail/booking-detail-panel';

/**
 * /admin/bookings (and /admin/orders): the visit bookings as a list or an agenda, with a detail panel for one
 * booking. Everything on screen, the open booking included, is in the address.
 */
export function BookingsPage() {
  const { params, setParams } = useListSearchParams(parseBookingParams, toBookingSearch);
  const listView = params.view === 'list';
  const bookings = useAdminBookings(toListRequest(params), listView);
  const { data } = bookings;
  const pagination = useListPaging(bookings, params, setParams, listView);

  const titleOnScreen = data?.items.find((booking) => booking.listing.id === params.listing)?.listing.title;
  const listingTitle = useListingTitle(params.listing, data !== undefined && titleOnScreen === undefined);

  const open = (booking: AdminBooking) => setParams((current) => withBooking(current, booking.id));
  const clearFilters = () => setParams((current) => withoutFilters(current));

  return (
    <AdminListCard label="Visit bookings" refreshing={listView && bookings.isFetching && data !== undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-brand-100 px-4 py-3 dark:border-stone-800">
        <ViewSwitch view={params.view} onChange={(view) => setParams((current) => withView(current, view))} />
        {listView ? (
          <CsvExportLink
            href={`/api/admin/bookings/export.csv?${toExportQuery(params)}`}
            matched={data?.total}
          />
        ) : null}
      </div>
      {listView ? (
        <>
          <BookingsToolbar
            filters={params}
            sort={params.sort}
            statusCounts={data?.statusCounts}
            listingTitle={titleOnScreen ?? listingTitle.data}
            onFiltersChange={(changes) => setParams((current) => withFilters(current, changes))}
            onStatusToggle={(status) => setParams((current) => withStatusToggled(current, status))}
            onSortChange={(sort) => setParams((current) => withSort(current, sort))}
            onClearFilters={clearFilters}
          />
          <AdminListBody
            list={bookings}
            records="bookings"
            empty={
              hasActiveFilters(params) ? (
                <NoMatchingBookings onClearFilters={clearFilters} />
              ) : (
                <NoBookingsYet />
              )
            }
            pagination={pagination}
          >
            <BookingsTable
              bookings={data?.items}
              pageSize={params.pageSize}
              sort={params.sort}
              onSort={(column) => setParams((current) => withColumnSort(current, column))}
              busy={bookings.isPlaceholderData}
              fetchedAt={bookings.dataUpdatedAt}
              openBookingId={params.booking}
              onOpen={open}
            />
          </AdminListBody>
        </>
      ) : (
        <BookingAgenda
          from={params.from}
          onFromChange={(from) => setParams((current) => ({ ...current, from }))}
          onOpen={open}
        />
      )}
      <BookingDetailPanel
        bookingId={params.booking}
        onClose={() => setParams((current) => withBooking(current, undefined))}
        onShowListingBookings={(listing) =>
          setParams((current) =>
            withFilters({ ...withoutFilters(current), view: 'list', booking: undefined }, { listing }),
          )
        }
      />
    </AdminListCard>
  );
}
