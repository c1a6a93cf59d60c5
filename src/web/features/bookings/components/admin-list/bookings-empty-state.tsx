import { CalendarCheck, SearchX } from 'lucide-react';
import { ClearAllFiltersButton, EmptyState } from '#web/components/ui/empty-state';

/** Nobody has booked a visit yet. */
export function NoBookingsYet() {
  return (
    <EmptyState inListCard icon={CalendarCheck} title="No visit bookings yet">
      When a visitor books a site visit from a property page, the booking appears here, ready to confirm.
    </EmptyState>
  );
}

/** Bookings exist, but none matches the search and filters. */
export function NoMatchingBookings({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <EmptyState
      inListCard
      icon={SearchX}
      title="No bookings match these filters"
      action={<ClearAllFiltersButton onClick={onClearFilters} />}
    >
      Try other words, more statuses or a wider range of dates.
    </EmptyState>
  );
}
