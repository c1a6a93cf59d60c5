import { AlarmClock } from 'lucide-react';
import { LISTING_STATE_LABELS, type ListingState } from '#domain/listing-lifecycle';

const badge =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1';

const stateColours: Record<ListingState, string> = {
  draft:
    'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-stone-800 dark:text-stone-200 dark:ring-stone-600',
  'pending-review': 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  live: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  'under-offer':
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  sold: 'bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800',
  rented:
    'bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800',
  archived:
    'bg-stone-50 text-stone-600 ring-stone-200 dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-700',
};

/** Where the listing is in its life: "Draft", "Live", "Under offer", "Sold", "Rented", "Archived". */
export function ListingStateBadge({ state }: { state: ListingState }) {
  return <span className={`${badge} ${stateColours[state]}`}>{LISTING_STATE_LABELS[state]}</span>;
}

/** On a public listing whose availability has not been confirmed for 45 days or more. */
export function NeedsConfirmationBadge({ outOfSearch }: { outOfSearch: boolean }) {
  return (
    <span
      className={`${badge} bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800`}
    >
      <AlarmClock className="size-3.5" aria-hidden="true" />
      {outOfSearch ? 'Out of search: confirm' : 'Needs confirmation'}
    </span>
  );
}
