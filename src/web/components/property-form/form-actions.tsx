import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button-link';
import type { SaveIntent } from './property-form';
import { usePropertyFormSettings } from './property-form-settings';

type FormActionsProps = {
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  uploading: boolean;
  /** Some photos failed to upload: saving would drop them, so it waits until they are removed. */
  uploadsFailed: boolean;
  secondarySubmit?: { label: string; submittingLabel: string } | undefined;
  /** Which button started the save under way, so only it says it is saving. */
  submittingIntent: SaveIntent;
};

const STATUS_ID = 'property-form-save-status';

/** Cancel back to the list, and save; saving waits for photo uploads so their ids can be sent. */
export function FormActions({
  submitLabel,
  submittingLabel,
  submitting,
  uploading,
  uploadsFailed,
  secondarySubmit,
  submittingIntent,
}: FormActionsProps) {
  const { cancelTo } = usePropertyFormSettings();
  const { t } = useLingui();
  // What the admin must do first comes before what they only have to wait for.
  const blockedBy = uploadsFailed
    ? t`Remove the photos that failed to upload before saving.`
    : uploading && !submitting
      ? t`Waiting for photos to finish uploading…`
      : null;

  return (
    <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
      {/* Always rendered so screen readers hear its text change; `empty:sr-only` keeps it out of the layout
          (not display:none, which would take the live region away). */}
      <p
        id={STATUS_ID}
        role="status"
        className={`text-sm empty:sr-only sm:mr-auto ${
          uploadsFailed ? 'text-red-700 dark:text-red-400' : 'text-stone-600 dark:text-stone-300'
        }`}
      >
        {blockedBy}
      </p>
      <ButtonLink to={cancelTo} variant="secondary">
        <Trans>Cancel</Trans>
      </ButtonLink>
      <button
        type="submit"
        data-intent="primary"
        disabled={submitting || uploading || uploadsFailed}
        aria-describedby={blockedBy ? STATUS_ID : undefined}
        className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        {submitting && submittingIntent === 'primary' ? (
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : null}
        {submitting && submittingIntent === 'primary' ? submittingLabel : submitLabel}
      </button>
      {secondarySubmit ? (
        <button
          type="submit"
          data-intent="secondary"
          disabled={submitting || uploading || uploadsFailed}
          aria-describedby={blockedBy ? STATUS_ID : undefined}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
        >
          {submitting && submittingIntent === 'secondary' ? (
            <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : null}
          {submitting && submittingIntent === 'secondary'
            ? secondarySubmit.submittingLabel
            : secondarySubmit.label}
        </button>
      ) : null}
    </div>
  );
}
