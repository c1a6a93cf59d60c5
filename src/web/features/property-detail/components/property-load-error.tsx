import { Trans } from '@lingui/react/macro';
import { RetryButton } from '#web/components/ui/retry-button';
import { CircleAlert } from 'lucide-react';

type PropertyLoadErrorProps = { message: string; retrying: boolean; onRetry: () => void };

/** The listing could not be loaded (the server or the connection failed): what went wrong, and a retry. */
export function PropertyLoadError({ message, retrying, onRetry }: PropertyLoadErrorProps) {
  return (
    <div role="alert" className="container-page flex flex-col items-center gap-4 py-20 text-center sm:py-28">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
        <CircleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>Could not load this property</Trans>
      </h1>
      <p className="max-w-md text-stone-600 dark:text-stone-300">{message}</p>
      <RetryButton retrying={retrying} onRetry={onRetry} />
    </div>
  );
}
