import {
  BOOKING_SEARCH_MAX,
  BOOKING_SORTS,
  BOOKING_SORT_LABELS,
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  type BookingSort,
  type BookingStatus,
} from '../../../../../domain/booking-management';
import { FilterChips } from '../../../../components/ui/filter-chips';
import {
  ClearFiltersButton,
  DayRangeInputs,
  ListToolbar,
  ListToolbarControls,
  SortSelect,
} from '../../../../components/ui/list-toolbar';
import { ListSearchBox } from '../../../../components/ui/list-search-box';
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
    <ListToolbar>
      <ListSearchBox
        value={filters.q}
        onSearch={(q) => onFiltersChange({ q })}
        label="Search bookings"
        placeholder="Search by visitor, phone, email or listing"
        maxLength={BOOKING_SEARCH_MAX}
      />
      <FilterChips
        label="Filter by status"
        values={BOOKING_STATUSES}
        labels={BOOKING_STATUS_LABELS}
        chosen={filters.status}
        counts={statusCounts}
        onToggle={onStatusToggle}
        onAll={() => onFiltersChange({ status: [] })}
      />
      <ListToolbarControls>
        <DayRangeInputs
          fromLabel="Visits from"
          toName="Visits to"
          from={filters.from}
          to={filters.to}
          onChange={onFiltersChange}
        />
        <SortSelect sorts={BOOKING_SORTS} labels={BOOKING_SORT_LABELS} value={sort} onChange={onSortChange} />
        {filters.listing ? (
          <ListingFilterChip title={listingTitle} onRemove={() => onFiltersChange({ listing: undefined })} />
        ) : null}
        {hasActiveFilters(filters) ? <ClearFiltersButton onClick={onClearFilters} /> : null}
      </ListToolbarControls>
    </ListToolbar>
  );
}
