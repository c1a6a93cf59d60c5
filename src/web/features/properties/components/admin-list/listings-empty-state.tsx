import { Building2, SearchX } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button-link';

const box = 'flex flex-col items-center gap-3 px-6 py-14 text-center';
const icon =
  'inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300';

/** There are no listings at all: the way to add the first one. */
export function NoListingsYet() {
  return (
    <div className={box}>
      <span className={icon}>
        <Building2 className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">No properties yet</h2>
      <p className="max-w-prose text-sm text-stone-600 dark:text-stone-300">
        Listings you add appear here, ready to edit, feature or remove.
      </p>
      <ButtonLink to="/admin/add-property" variant="secondary">
        Add your first property
      </ButtonLink>
    </div>
  );
}

/** Listings exist, but none matches the search and filters. */
export function NoMatchingListings({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <div className={box}>
      <span className={icon}>
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">
        No properties match these filters
      </h2>
      <p className="max-w-prose text-sm text-stone-600 dark:text-stone-300">
        Try other words or fewer filters.
      </p>
      <button
        type="button"
        onClick={onClearFilters}
        className="inline-flex items-center justify-center rounded-full border border-brand-200 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
      >
        Clear all filters
      </button>
    </div>
  );
}
