import { AlertCircle } from 'lucide-react';
import { RetryButton } from './retry-button';

type LoadErrorStateProps = { title: string; message: string; retrying: boolean; onRetry: () => void };

/** A list or record could not be loaded: what the server said, and a way to try again. */
export function LoadErrorState({ title, message, retrying, onRetry }: LoadErrorStateProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
        <AlertCircle className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">{title}</h2>
      <p className="max-w-prose text-sm text-stone-600 dark:text-stone-300">{message}</p>
      <RetryButton retrying={retrying} onRetry={onRetry} />
    </div>
  );
}
