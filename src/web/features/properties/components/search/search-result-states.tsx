import { CircleAlert, SearchX } from 'lucide-react';
import { RetryButton } from '../../../../components/ui/retry-button';
import { ListingCardSkeleton } from './listing-card';

export function ResultsSkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <ListingCardSkeleton key={index} />
      ))}
    </div>
  );
}

type ResultsErrorProps = { message: string; retrying: boolean; onRetry: () => void };

export function ResultsError({ message, retrying, onRetry }: ResultsErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-stone-200 px-6 py-16 text-center dark:border-stone-800"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
        <CircleAlert className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-bold">Could not load properties</h2>
      <p className="max-w-md text-stone-600 dark:text-stone-300">{message}</p>
      <RetryButton retrying={retrying} onRetry={onRetry} />
    </div>
  );
}

export function NoResults({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center dark:border-stone-700">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-bold">No properties match your search</h2>
      <ul className="max-w-md list-disc space-y-1 pl-5 text-left text-stone-600 dark:text-stone-300">
        <li>Check the spelling of the locality or city.</li>
        <li>Widen the price or area range.</li>
        <li>Choose fewer property types, bedrooms or amenities.</li>
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        Clear all filters
      </button>
    </div>
  );
}
