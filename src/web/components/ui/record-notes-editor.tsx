import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '#web/lib/schema-resolver';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '#web/lib/api-client';
import { showServerErrors } from '#web/lib/server-field-errors';
import { TextAreaField } from './form-fields';
import { useUnsavedEdits } from './unsaved-edits';

/** The notes as typed, and the record's version the edits started from (what a save names). */
type NotesValues = { notes: string; version?: number };

type RecordNotesEditorProps<Saved extends { notes: string | null; version: number }> = {
  /** The notes as last saved (null when there are none). */
  notes: string | null;
  /** The record's version those notes belong to (domain/record-version.ts). */
  version: number;
  /** The record's notes schema from the domain: the rule the server applies too. Empty text clears. */
  schema: z.ZodType<{ notes: string | null; version?: number }, NotesValues>;
  /** The most characters the schema allows, for the counter under the field. */
  max: number;
  /**
   * The record's own notes write, answering with the record as saved. `version` is the record's version the
   * admin's edits started from, so a save over someone else's newer notes is refused instead of erasing them.
   */
  save: UseMutationResult<Saved, Error, NotesValues>;
  placeholder: string;
  /** Names the form as a landmark, where the screen wants one. */
  formLabel?: string;
};

const noticeButton =
  'inline-flex items-center rounded-full border border-amber-400 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-amber-100 dark:border-amber-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-700';

/** The team's private notes on a record (a booking, an enquiry): saved on demand, with a character count. */
export function RecordNotesEditor<Saved extends { notes: string | null; version: number }>({
  notes,
  version,
  schema,
  max,
  save,
  placeholder,
  formLabel,
}: RecordNotesEditorProps<Saved>) {
  const { t } = useLingui();
  const saved = notes ?? '';
  const form = useForm<NotesValues, unknown, { notes: string | null; version?: number }>({
    resolver: zodResolver(schema),
    defaultValues: { notes: saved, version },
  });
  const { isDirty, defaultValues } = form.formState;
  useUnsavedEdits(isDirty, 'the team notes');
  // The form's defaults are the text the admin's edits started from and the record's version then, which a save
  // names. They move on to newer notes only once the admin has seen them, so a save never erases notes they were
  // not shown.
  const startedFrom = defaultValues?.notes ?? '';
  const startFrom = (notes: string, at: number, replaceEdits: boolean) => {
    form.reset({ notes, version: at }, replaceEdits ? undefined : { keepValues: true, keepDirty: true });
    if (!replaceEdits) form.setValue('version', at);
  };

  // Someone else's save (read again after a refresh, or carried by a refused save) shows at once when the admin
  // has no edits; over edits, it shows beside them and the admin chooses. A change to the record that left the
  // notes as the admin started from them (a status move) is no reason to refuse their save.
  useEffect(() => {
    if (!form.formState.isDirty) startFrom(saved, version, true);
    else if (saved === (form.formState.defaultValues?.notes ?? '')) startFrom(saved, version, false);
    // startFrom only closes over the form, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, version, form]);
  const changedMeanwhile = isDirty && saved !== startedFrom;

  const length = useWatch({ control: form.control, name: 'notes' }).length;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { notes: values.notes ?? '', version: form.formState.defaultValues?.version },
      {
        onSuccess: (updated) => startFrom(updated.notes ?? '', updated.version, true),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) showServerErrors(form, error, ['notes']);
        },
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form aria-label={formLabel} noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
        {changedMeanwhile ? (
          <div
            role="alert"
            className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-stone-800 dark:border-amber-700 dark:bg-stone-800 dark:text-stone-100"
          >
            <p className="font-semibold">
              {saved
                ? t`Someone else saved these notes while you were editing:`
                : t`Someone else cleared the notes while you were editing.`}
            </p>
            {saved ? (
              <p className="max-h-40 overflow-y-auto border-l-4 border-amber-400 pl-3 whitespace-pre-wrap">
                {saved}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <button type="button" onClick={() => startFrom(saved, version, true)} className={noticeButton}>
                <Trans>Use their notes</Trans>
              </button>
              <button type="button" onClick={() => startFrom(saved, version, false)} className={noticeButton}>
                <Trans>Keep my edits</Trans>
              </button>
            </div>
          </div>
        ) : null}
        <TextAreaField<NotesValues>
          name="notes"
          label={t`Team notes`}
          rows={4}
          hint={t`Seen only by the team. Leave empty and save to clear.`}
          placeholder={placeholder}
        />
        <div className="flex items-center justify-between gap-3">
          <p
            className={`text-xs tabular-nums ${length > max ? 'text-red-700 dark:text-red-400' : 'text-stone-600 dark:text-stone-400'}`}
          >
            {`${length.toLocaleString('en-IN')} / ${max.toLocaleString('en-IN')}`}
          </p>
          <button
            type="submit"
            aria-disabled={save.isPending || !isDirty}
            onClick={(event) => {
              if (save.isPending || !isDirty) event.preventDefault();
            }}
            className="inline-flex items-center justify-center rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
          >
            {save.isPending ? t`Saving...` : t`Save notes`}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
