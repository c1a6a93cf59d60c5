import { Building2, SearchX } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button-link';
import { ClearAllFiltersButton, EmptyState } from '#web/components/ui/empty-state';

/** There are no listings at all: the way to add the first one. */
export function NoListingsYet() {
  return (
    <EmptyState
      inListCard
      icon={Building2}
      title="No properties yet"
      action={
        <ButtonLink to="/admin/add-property" variant="secondary">
          Add your first property
        </ButtonLink>
      }
    >
      Listings you add appear here, ready to edit, feature or remove.
    </EmptyState>
  );
}

/** Listings exist, but none matches the search and filters. */
export function NoMatchingListings({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <EmptyState
      inListCard
      icon={SearchX}
      title="No properties match these filters"
      action={<ClearAllFiltersButton onClick={onClearFilters} />}
    >
      Try other words or fewer filters.
    </EmptyState>
  );
}
