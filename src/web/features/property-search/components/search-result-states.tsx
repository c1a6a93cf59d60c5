import { Trans } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { RetryButton } from '#web/components/ui/retry-button';
import { ListingCardSkeleton } from '#web/components/listing/listing-card';

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
      <h2 className="text-xl font-bold">
        <Trans>Could not load properties</Trans>
      </h2>
      <p className="max-w-md text-stone-600 dark:text-stone-300">{message}</p>
      <RetryButton retrying={retrying} onRetry={onRetry} />
    </div>
  );
}
