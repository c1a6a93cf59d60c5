import { LoaderCircle } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button-link';

type FormActionsProps = {
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  uploading: boolean;
};

/** Cancel back to the list, and save; saving waits for photo uploads so their ids can be sent. */
export function FormActions({ submitLabel, submittingLabel, submitting, uploading }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
      {uploading && !submitting ? (
        <p id="property-form-uploading" className="text-sm text-stone-600 sm:mr-auto dark:text-stone-300">
          Waiting for photos to finish uploading…
        </p>
      ) : null}
      <ButtonLink to="/admin/properties" variant="secondary">
        Cancel
      </ButtonLink>
      <button
        type="submit"
        disabled={submitting || uploading}
        aria-describedby={uploading && !submitting ? 'property-form-uploading' : undefined}
        className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        {submitting ? (
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : null}
        {submitting ? submittingLabel : submitLabel}
      </button>
    </div>
  );
}
