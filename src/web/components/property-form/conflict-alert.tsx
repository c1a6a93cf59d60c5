import { Trans } from '@lingui/react/macro';
import { RefreshCw, TriangleAlert } from 'lucide-react';

type ConflictAlertProps = { message: string; reloading: boolean; onReload: () => void };

/** Someone saved this listing after it was opened here: say so, and offer their version to start again from. */
export function ConflictAlert({ message, reloading, onReload }: ConflictAlertProps) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-900 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 text-sm">{message}</p>
      <button
        type="button"
        onClick={onReload}
        disabled={reloading}
        className="inline-flex items-center justify-center gap-2 rounded-full border border-amber-400 bg-white px-4 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-100 disabled:cursor-wait disabled:opacity-70 dark:border-amber-600 dark:bg-stone-900 dark:text-amber-100 dark:hover:bg-stone-800"
      >
        <RefreshCw
          className={`size-4 ${reloading ? 'animate-spin motion-reduce:animate-none' : ''}`}
          aria-hidden="true"
        />
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}
