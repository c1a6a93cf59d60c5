import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { zodResolver } from '#web/lib/schema-resolver';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  BOOKING_MANAGEMENT_MESSAGES,
  bookingRescheduleSchema,
  type BookingReschedule,
} from '#domain/booking-management';
import { VISIT_TIME_SLOTS } from '#domain/booking-request';
import { isOneOf } from '#domain/taxonomy';
import { useUnsavedEdits } from '#web/components/ui/unsaved-edits';
import { showServerErrors } from '#web/lib/server-field-errors';
import { translatedErrors, visitorMessage } from '#web/components/visitor-form/visitor-messages';
import { VisitTimeFields } from './visit-time-fields';

type MoveValues = z.input<typeof bookingRescheduleSchema>;

const checkMove = zodResolver(bookingRescheduleSchema);

/**
 * A new day and time for a visit, judged by the visitor's booking form's rules: the team's panel and a visit
 * mail's link each send the move their own way (`move`), and refusals the server ties to a field land there.
 */
export function VisitMoveForm({
  visit,
  label,
  pending,
  move,
  onDone,
  placesRefusal = () => true,
}: {
  visit: { preferredDate: string; timeSlot: string };
  label: string;
  pending: boolean;
  /** Resolves once the move is saved; rejects with the server's refusal. */
  move: (moved: BookingReschedule) => Promise<unknown>;
  onDone: () => void;
  /** Whether a refusal is shown on the form (the team's panel has toasted refusals of the booking already). */
  placesRefusal?: (error: unknown) => boolean;
}) {
  const { t, i18n } = useLingui();
  // The day-and-time rules' messages in the page's language, as the visitor forms' are (visitor-messages.ts).
  const [moveResolver] = useState(
    (): Resolver<MoveValues, unknown, BookingReschedule> => async (values, context, options) => {
      const result = await checkMove(values, context, options);
      return { ...result, errors: translatedErrors(result.errors, i18n) } as typeof result;
    },
  );
  const form = useForm<MoveValues, unknown, BookingReschedule>({
    resolver: moveResolver,
    defaultValues: {
      preferredDate: visit.preferredDate,
      timeSlot: isOneOf(VISIT_TIME_SLOTS, visit.timeSlot) ? visit.timeSlot : '',
    },
  });
  useUnsavedEdits(form.formState.isDirty, t`the visit time`);
  const serverError = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async (moved) => {
    if (moved.preferredDate === visit.preferredDate && moved.timeSlot === visit.timeSlot) {
      form.setError(
        'preferredDate',
        { message: visitorMessage(i18n, BOOKING_MANAGEMENT_MESSAGES.rescheduleUnchanged) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await move(moved);
      onDone();
    } catch (error) {
      if (placesRefusal(error)) showServerErrors(form, error, ['preferredDate', 'timeSlot']);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        aria-label={label}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4 rounded-xl border border-brand-100 p-4 dark:border-stone-700"
      >
        <VisitTimeFields dateLabel={t`New date`} timeLabel={t`New time`} />
        {serverError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {serverError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            aria-disabled={pending}
            className="inline-flex items-center justify-center rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
          >
            {pending ? t`Saving…` : t`Save new time`}
          </button>
          <button
            type="button"
            onClick={onDone}
            className="inline-flex items-center justify-center rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
          >
            {t`Keep current time`}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
