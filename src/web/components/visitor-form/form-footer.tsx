import { LoaderCircle, Send } from 'lucide-react';
import type { ReactNode } from 'react';

type FormFooterProps = {
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** What went wrong with the last attempt that no single field explains. */
  error?: string | undefined;
  /** A line under the button, e.g. how HouseHunt uses the details. */
  note?: ReactNode;
};

/** The submit button (disabled while sending) with the form-wide error above it and a note below. */
export function FormFooter({ submitLabel, submittingLabel, submitting, error, note }: FormFooterProps) {
  return (
    <div className="space-y-3">
      {error ? (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
        >
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        {submitting ? (
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <Send className="size-4" aria-hidden="true" />
        )}
        {submitting ? submittingLabel : submitLabel}
      </button>
      {note ? <p className="text-xs leading-5 text-stone-600 dark:text-stone-400">{note}</p> : null}
    </div>
  );
}
