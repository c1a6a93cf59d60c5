import { Star } from 'lucide-react';
import { PROPERTY_STATUS_LABELS, type PropertyStatus } from '../../../../../domain/taxonomy';

const badge =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const statusColours: Record<PropertyStatus, string> = {
  sale: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  rent: 'bg-sky-50 text-sky-800 ring-1 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
};

/** "For Sale" or "For Rent". */
export function ListingStatusBadge({ status }: { status: PropertyStatus }) {
  return <span className={`${badge} ${statusColours[status]}`}>{PROPERTY_STATUS_LABELS[status]}</span>;
}

/** A star badge for a featured listing; a quiet dash (read as "Not featured") otherwise. */
export function FeaturedBadge({ isFeatured }: { isFeatured: boolean }) {
  if (!isFeatured) {
    return (
      <span className="text-stone-400 dark:text-stone-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not featured</span>
      </span>
    );
  }
  return (
    <span
      className={`${badge} bg-amber-50 text-amber-800 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800`}
    >
      <Star className="size-3.5 fill-current" aria-hidden="true" />
      Featured
    </span>
  );
}
