import { useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';

type RetryButtonProps = {
  retrying: boolean;
  onRetry: () => void;
  /** "Try again" after a failed load; "Refresh list" to read a list again. */
  label?: string;
};

/** Reads something again; it spins while that runs and keeps focus (aria-disabled, not disabled). */
export function RetryButton({ retrying, onRetry, label }: RetryButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={retrying ? undefined : onRetry}
      aria-disabled={retrying}
      className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
    >
      <RotateCw
        className={`size-4 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`}
        aria-hidden="true"
      />
      {label ?? t`Try again`}
    </button>
  );
}
