import { Trans } from '@lingui/react/macro';
import { House, SearchX } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button-link';

export function NotFoundPage() {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <SearchX className="size-14 text-brand-500 dark:text-amber-400" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-amber-400">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-4 max-w-md text-stone-600 dark:text-stone-300">
        <Trans>
          We could not find the page you were looking for. It may have moved, or the address may be mistyped.
        </Trans>
      </p>
      <ButtonLink to="/" className="mt-8">
        <House className="size-4" aria-hidden="true" />
        <Trans>Back to the home page</Trans>
      </ButtonLink>
    </div>
  );
}
