import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { showSubmissionError } from '../visitor-form/server-field-errors';
import { TextAreaField } from './form-fields';

type NotesValues = { notes: string };

type RecordNotesEditorProps<Saved extends { notes: string | null }> = {
  /** The notes as last saved (null when there are none). */
  notes: string | null;
  /** The record's notes schema from the domain: the rule the server applies too. Empty text clears. */
  schema: z.ZodType<{ notes: string | null }, NotesValues>;
  /** The most characters the schema allows, for the counter under the field. */
  max: number;
  /**
   * The record's own notes write, answering with the record as saved. `previous` is the text the admin started
   * from, so a save over someone else's newer notes is refused instead of erasing them.
   */
  save: UseMutationResult<Saved, Error, NotesValues & { previous?: string }>;
  placeholder: string;
  /** Names the form as a landmark, where the screen wants one. */
  formLabel?: string;
};

/** The team's private notes on a record (a booking, an enquiry): saved on demand, with a character count. */
export function RecordNotesEditor<Saved extends { notes: string | null }>({
  notes,
  schema,
  max,
  save,
  placeholder,
  formLabel,
}: RecordNotesEditorProps<Saved>) {
  const saved = notes ?? '';
  const form = useForm<NotesValues, unknown, { notes: string | null }>({
    resolver: zodResolver(schema),
    defaultValues: { notes: saved },
  });
  const { isDirty } = form.formState;

  // Someone else's save (read again after a refresh) shows, unless the admin is in the middle of typing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ notes: saved });
  }, [saved, form]);

  const length = useWatch({ control: form.control, name: 'notes' }).length;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { notes: values.notes ?? '', previous: saved },
      {
        onSuccess: (updated) => form.reset({ notes: updated.notes ?? '' }),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) showSubmissionError(form, error, ['notes']);
        },
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form aria-label={formLabel} noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
        <TextAreaField<NotesValues>
          name="notes"
          label="Team notes"
          rows={4}
          hint="Seen only by the team. Leave empty and save to clear."
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
            {save.isPending ? 'Saving...' : 'Save notes'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
