import { X } from 'lucide-react';

type ListingFilterChipProps = {
  /** The listing's title, or undefined while it is being looked up (or could not be). */
  title: string | undefined;
  onRemove: () => void;
};

/** Shows that the list holds one listing's bookings only; its button drops that filter. */
export function ListingFilterChip({ title, onRemove }: ListingFilterChipProps) {
  const name = title ?? 'one listing';
  return (
    <span className="inline-flex h-8 max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pr-1 pl-3 text-sm text-brand-900 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100">
      <span className="truncate">
        <span className="font-medium">Listing:</span> {name}
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Show bookings for every listing (remove the filter "${name}")`}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-stone-700"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </span>
  );
}
