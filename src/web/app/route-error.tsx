import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { dismissStartupOverlay } from './startup-overlay';

function describe(error: unknown, i18n: I18n): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  // A failed lazy import usually means a new release replaced the old files: a reload fetches the new ones.
  if (error instanceof TypeError && /dynamically imported module|module script/i.test(error.message)) {
    return i18n._(msg`A newer version of HouseHunt is available. Reload the page to continue.`);
  }
  return error instanceof Error ? error.message : i18n._(msg`An unexpected error occurred.`);
}

/** Shown in place of a page that failed to load or render; the surrounding layout stays usable. */
export function RouteErrorMessage() {
  const { i18n } = useLingui();
  const error = useRouteError();
  useEffect(() => {
    dismissStartupOverlay();
  }, []);
  return (
    <section
      role="alert"
      className="mx-auto my-12 flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-red-200 bg-white px-6 py-10 text-center dark:border-red-900/60 dark:bg-stone-900"
    >
      <TriangleAlert className="size-10 text-red-600 dark:text-red-400" aria-hidden="true" />
      <h1 className="text-xl font-semibold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-sm text-stone-600 dark:text-stone-300">{describe(error, i18n)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          <Trans>Reload page</Trans>
        </button>
        <Link
          to="/"
          className="inline-flex items-center rounded-full border border-brand-200 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:text-stone-100 dark:hover:bg-stone-800"
        >
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </section>
  );
}

/** Last resort when even a layout failed: a bare page with the same message. */
export function RootErrorPage() {
  return (
    <main className="min-h-dvh px-4 py-8">
      <RouteErrorMessage />
    </main>
  );
}
