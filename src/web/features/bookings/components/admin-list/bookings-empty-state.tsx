import { CalendarCheck, SearchX } from 'lucide-react';
import { ClearAllFiltersButton, ListEmptyState } from '../../../../components/ui/list-empty-state';

/** Nobody has booked a visit yet. */
export function NoBookingsYet() {
  return (
    <ListEmptyState icon={CalendarCheck} title="No visit bookings yet">
      When a visitor books a site visit from a property page, the booking appears here, ready to confirm.
    </ListEmptyState>
  );
}

/** Bookings exist, but none matches the search and filters. */
export function NoMatchingBookings({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <ListEmptyState
      icon={SearchX}
      title="No bookings match these filters"
      action={<ClearAllFiltersButton onClick={onClearFilters} />}
    >
      Try other words, more statuses or a wider range of dates.
    </ListEmptyState>
  );
}
