import { FilterX } from 'lucide-react';
import {
  BOOKING_SEARCH_MAX,
  BOOKING_SORTS,
  BOOKING_SORT_LABELS,
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  type BookingSort,
  type BookingStatus,
} from '../../../../../domain/booking-management';
import { isOneOf } from '../../../../../domain/taxonomy';
import { FilterChips } from '../../../../components/ui/filter-chips';
import { ListSearchBox } from '../../../../components/ui/list-search-box';
import { ToolbarDateInput } from '../../../../components/ui/toolbar-date-input';
import { ToolbarSelect } from '../../../../components/ui/toolbar-select';
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
    <div className="space-y-3 border-b border-brand-100 p-4 dark:border-stone-800">
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
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <ToolbarDateInput
          label="Visits from"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(from) => onFiltersChange({ from: from || undefined })}
        />
        <ToolbarDateInput
          label="to"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(to) => onFiltersChange({ to: to || undefined })}
        />
        <ToolbarSelect
          label="Sort"
          value={sort}
          onChange={(value) => {
            if (isOneOf(BOOKING_SORTS, value)) onSortChange(value);
          }}
        >
          {BOOKING_SORTS.map((option) => (
            <option key={option} value={option}>
              {BOOKING_SORT_LABELS[option]}
            </option>
          ))}
        </ToolbarSelect>
        {filters.listing ? (
          <ListingFilterChip title={listingTitle} onRemove={() => onFiltersChange({ listing: undefined })} />
        ) : null}
        {hasActiveFilters(filters) ? (
          <button
            type="button"
            onClick={onClearFilters}
            className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-amber-300 dark:hover:bg-stone-800"
          >
            <FilterX className="size-4" aria-hidden="true" />
            Clear filters
          </button>
        ) : null}
      </div>
    </div>
  );
}
