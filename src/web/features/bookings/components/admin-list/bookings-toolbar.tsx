import {
  BOOKING_SEARCH_MAX,
  BOOKING_SORTS,
  BOOKING_SORT_LABELS,
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  type BookingSort,
  type BookingStatus,
} from '../../../../../domain/booking-management';
import { RecordListToolbar } from '../../../../components/ui/record-list-toolbar';
import { hasActiveFilters, type BookingFilters } from '../../booking-list-params';
import { ListingFilterChip } from './listing-filter-chip';

type BookingsToolbarProps = {
  filters: BookingFilters;
  sort: BookingSort;
  statusCounts: Record<BookingStatus, number> | undefined;
  /** The title of the listing in `filters.listing`, once known. */
  listingTitle: string | undefined;
  onFiltersChange: (changes: Partial<BookingFilters>) => void;
  onStatusToggle: (status: BookingStatus) => void;
  onSortChange: (sort: BookingSort) => void;
  onClearFilters: () => void;
};

/** Search, status chips, visit dates, listing and sort above the bookings table. */
export function BookingsToolbar({
  filters,
  sort,
  statusCounts,
  listingTitle,
  onFiltersChange,
  onStatusToggle,
  onSortChange,
  onClearFilters,
}: BookingsToolbarProps) {
  return (
    <RecordListToolbar
      filters={filters}
      search={{
        label: 'Search bookings',
        placeholder: 'Search by visitor, phone, email or listing',
        maxLength: BOOKING_SEARCH_MAX,
      }}
      statuses={{ values: BOOKING_STATUSES, labels: BOOKING_STATUS_LABELS }}
      statusCounts={statusCounts}
      days={{ fromLabel: 'Visits from', toName: 'Visits to' }}
      sorts={{ values: BOOKING_SORTS, labels: BOOKING_SORT_LABELS }}
      sort={sort}
      filtered={hasActiveFilters(filters)}
      onFiltersChange={onFiltersChange}
      onStatusToggle={onStatusToggle}
      onSortChange={onSortChange}
      onClearFilters={onClearFilters}
      controls={
        filters.listing ? (
          <ListingFilterChip title={listingTitle} onRemove={() => onFiltersChange({ listing: undefined })} />
        ) : null
      }
    />
  );
}
