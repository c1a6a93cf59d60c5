import { Inbox, SearchX } from 'lucide-react';
import { ClearAllFiltersButton, EmptyState } from '#web/components/ui/empty-state';

/** No visitor has written yet. */
export function NoEnquiriesYet() {
  return (
    <EmptyState inListCard icon={Inbox} title="No enquiries yet">
      Questions about a listing, messages from the contact page and requests for a villa on demand appear
      here.
    </EmptyState>
  );
}

/** Enquiries exist, but none matches the search and filters. */
export function NoMatchingEnquiries({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <EmptyState
      inListCard
      icon={SearchX}
      title="No enquiries match these filters"
      action={<ClearAllFiltersButton onClick={onClearFilters} />}
    >
      Try other words, more statuses or kinds, or a wider range of dates.
    </EmptyState>
  );
}
