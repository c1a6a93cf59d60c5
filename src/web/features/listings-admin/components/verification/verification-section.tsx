import { BadgeCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { indiaToday } from '#domain/india-calendar';
import {
  VERIFICATION_CHECK_LABELS,
  VERIFICATION_NOTE_MAX,
  type VerificationCheck,
  VERIFIED_BADGE_CHECKS,
} from '#domain/listing-verification';
import { type AdminVerificationRecord, verificationCheckInputSchema } from '#domain/verification-record';
import { Card } from '#web/components/ui/card';
import { controlClass } from '#web/components/ui/control-class';
import { useAdminVerification, useChangeVerificationCheck } from '../../api/listing-verification';

const buttonClass = 'rounded-full px-4 py-1.5 text-sm font-semibold disabled:cursor-wait disabled:opacity-70';

/**
 * The edit page's "Verification" card: each check of the listing's record with the day it was done, who recorded
 * it and the team's note; recorded, re-dated or removed one at a time (each audited), apart from the form's save.
 */
export function VerificationSection({ listingId }: { listingId: string }) {
  const record = useAdminVerification(listingId);
  return (
    <Card
      title="Verification"
      description={`The property page shows each check with its day, and the Verified badge while ${VERIFIED_BADGE_CHECKS.map(
        (check) => VERIFICATION_CHECK_LABELS[check].toLowerCase(),
      ).join(', ')} are all under 90 days old. Notes stay with the team.`}
    >
      {record.isPending ? (
        <p className="text-sm text-stone-600 dark:text-stone-300">Loading the verification record…</p>
      ) : record.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          The verification record could not be loaded. {record.error.message}
        </p>
      ) : (
        <VerificationChecks listingId={listingId} record={record.data} />
      )}
    </Card>
  );
}

function VerificationChecks({ listingId, record }: { listingId: string; record: AdminVerificationRecord }) {
  return (
    <div className="space-y-5">
      <p className="flex items-center gap-2 text-sm font-medium text-stone-800 dark:text-stone-100">
        {record.badge.verified ? (
          <>
            <BadgeCheck className="size-5 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
            Shows the Verified badge until {record.badge.until}.
          </>
        ) : (
          'Does not show the Verified badge.'
        )}
      </p>
      <ul className="divide-y divide-stone-200 dark:divide-stone-800">
        {record.checks.map((row) => (
          <CheckRow key={`${row.check}:${row.done?.recordedAt ?? 'none'}`} listingId={listingId} row={row} />
        ))}
      </ul>
    </div>
  );
}

function CheckRow({ listingId, row }: { listingId: string; row: AdminVerificationRecord['checks'][number] }) {
  const id = useId();
  const change = useChangeVerificationCheck(listingId);
  const [checkedOn, setCheckedOn] = useState(row.done?.checkedOn ?? '');
  const [note, setNote] = useState(row.done?.note ?? '');
  const [errors, setErrors] = useState<{ checkedOn?: string; note?: string; form?: string }>({});
  const check: VerificationCheck = row.check;
  const label = VERIFICATION_CHECK_LABELS[check];

  const save = () => {
    const parsed = verificationCheckInputSchema.safeParse({ checkedOn, note });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'note' ? 'note' : 'checkedOn';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    change.mutate(
      { check, remove: false, entry: { checkedOn, note } },
      { onError: (error) => setErrors({ form: error.message }) },
    );
  };
  const remove = () =>
    change.mutate({ check, remove: true }, { onError: (error) => setErrors({ form: error.message }) });

  return (
    <li className="py-4">
      <fieldset className="space-y-3">
        <legend className="font-semibold text-stone-900 dark:text-stone-50">{label}</legend>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          {row.done
            ? `Checked on ${row.done.checkedOn}${row.done.checkedBy ? `, recorded by ${row.done.checkedBy}` : ''}.`
            : 'Not checked yet.'}
        </p>
        <div className="grid gap-3 md:grid-cols-[12rem_minmax(0,1fr)]">
          <div>
            <label
              htmlFor={`${id}-day`}
              className="mb-1 block text-sm font-medium text-stone-800 dark:text-stone-100"
            >
              Day checked
            </label>
            <input
              id={`${id}-day`}
              type="date"
              value={checkedOn}
              max={indiaToday(new Date())}
              onChange={(event) => setCheckedOn(event.target.value)}
              aria-invalid={errors.checkedOn ? true : undefined}
              aria-describedby={errors.checkedOn ? `${id}-day-error` : undefined}
              className={controlClass}
            />
            {errors.checkedOn ? (
              <p id={`${id}-day-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                {errors.checkedOn}
              </p>
            ) : null}
          </div>
          <div>
            <label
              htmlFor={`${id}-note`}
              className="mb-1 block text-sm font-medium text-stone-800 dark:text-stone-100"
            >
              Note for the team (optional)
            </label>
            <textarea
              id={`${id}-note`}
              value={note}
              rows={2}
              maxLength={VERIFICATION_NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? `${id}-note-error` : undefined}
              className={controlClass}
            />
            {errors.note ? (
              <p id={`${id}-note-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                {errors.note}
              </p>
            ) : null}
          </div>
        </div>
        {errors.form ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={change.isPending}
            onClick={save}
            aria-label={`${row.done ? 'Save' : 'Record'}: ${label}`}
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400`}
          >
            {row.done ? 'Save' : 'Record'}
          </button>
          {row.done ? (
            <button
              type="button"
              disabled={change.isPending}
              onClick={remove}
              aria-label={`Remove: ${label}`}
              className={`${buttonClass} border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950`}
            >
              Remove
            </button>
          ) : null}
        </div>
      </fieldset>
    </li>
  );
}
