import { Trans } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { RetryButton } from '#web/components/ui/retry-button';
import { ButtonLink } from '#web/components/ui/button-link';

type HomeOverviewErrorProps = { message: string; retrying: boolean; onRetry: () => void };

/** The listings could not be loaded: say so, offer to try again, and keep the search one click away. */
export function HomeOverviewError({ message, retrying, onRetry }: HomeOverviewErrorProps) {
  return (
    <div className="container-page py-10 sm:py-14">
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white px-6 py-14 text-center dark:border-stone-800 dark:bg-stone-900"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
          <CircleAlert className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-bold">
          <Trans>Could not load the latest properties</Trans>
        </h2>
        <p className="max-w-md text-stone-600 dark:text-stone-300">{message}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <RetryButton retrying={retrying} onRetry={onRetry} />
          <ButtonLink to="/properties" variant="secondary">
            <Trans>Go to the search</Trans>
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
