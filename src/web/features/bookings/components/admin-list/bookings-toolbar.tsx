import {
  BOOKING_SEARCH_MAX,
  BOOKING_SORTS,
  BOOKING_SORT_LABELS,
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  type BookingSort,
  type BookingStatus,
} from '#domain/booking-management';
import { RecordListToolbar, type RecordListState } from '#web/components/ui/record-list-toolbar';
import { hasActiveFilters, type BookingFilters } from '#web/features/bookings/utils/booking-list-params';
import { ListingFilterChip } from './listing-filter-chip';

type BookingsToolbarProps = RecordListState<BookingStatus, BookingSort> & {
  filters: BookingFilters;
  /** The title of the listing in `filters.listing`, once known. */
  listingTitle: string | undefined;
  onFiltersChange: (changes: Partial<BookingFilters>) => void;
};

/** Search, status chips, visit dates, listing and sort above the bookings table. */
export function BookingsToolbar({ listingTitle, ...list }: BookingsToolbarProps) {
  const { filters, onFiltersChange } = list;
  return (
    <RecordListToolbar
      {...list}
      search={{
        label: 'Search bookings',
        placeholder: 'Search by visitor, phone, email or listing',
        maxLength: BOOKING_SEARCH_MAX,
      }}
      statuses={{ values: BOOKING_STATUSES, labels: BOOKING_STATUS_LABELS }}
      days={{ fromLabel: 'Visits from', toName: 'Visits to' }}
      sorts={{ values: BOOKING_SORTS, labels: BOOKING_SORT_LABELS }}
      filtered={hasActiveFilters(filters)}
      controls={
        filters.listing ? (
          <ListingFilterChip title={listingTitle} onRemove={() => onFiltersChange({ listing: undefined })} />
        ) : null
      }
    />
  );
}
