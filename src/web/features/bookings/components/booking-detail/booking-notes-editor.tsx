import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  BOOKING_NOTES_MAX,
  bookingNotesSchema,
  type AdminBooking,
  type BookingNotes,
} from '../../../../../domain/booking-management';
import { TextAreaField } from '../../../../components/ui/form-fields';
import { showSubmissionError } from '../../../../components/visitor-form/server-field-errors';
import { ApiError } from '../../../../lib/api-client';
import { useUpdateBookingNotes } from '../../api/booking-writes';

type NotesValues = { notes: string };

/** The team's private notes on a booking (what was agreed on the phone, who goes): saved on demand. */
export function BookingNotesEditor({ booking }: { booking: AdminBooking }) {
  const saved = booking.notes ?? '';
  const form = useForm<NotesValues, unknown, BookingNotes>({
    resolver: zodResolver(bookingNotesSchema),
    defaultValues: { notes: saved },
  });
  const save = useUpdateBookingNotes(booking.id, (updated) =>
    updated.notes ? 'Notes saved' : 'Notes cleared',
  );
  const { isDirty } = form.formState;

  // Someone else's save (read again after a refresh) shows, unless the admin is in the middle of typing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ notes: saved });
  }, [saved, form]);

  const length = useWatch({ control: form.control, name: 'notes' }).length;
  const submit = form.handleSubmit((notes) =>
    save.mutate(notes, {
      onSuccess: (updated) => form.reset({ notes: updated.notes ?? '' }),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) showSubmissionError(form, error, ['notes']);
      },
    }),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
        <TextAreaField<NotesValues>
          name="notes"
          label="Team notes"
          rows={4}
          hint="Seen only by the team. Leave empty and save to clear."
          placeholder="For example: called on Monday, will come with parents; show the terrace."
        />
        <div className="flex items-center justify-between gap-3">
          <p
            className={`text-xs tabular-nums ${length > BOOKING_NOTES_MAX ? 'text-red-700 dark:text-red-400' : 'text-stone-600 dark:text-stone-400'}`}
          >
            {`${length.toLocaleString('en-IN')} / ${BOOKING_NOTES_MAX.toLocaleString('en-IN')}`}
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
