import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  BOOKING_MANAGEMENT_MESSAGES,
  bookingRescheduleSchema,
  type AdminBooking,
  type BookingReschedule,
} from '#domain/booking-management';
import { VISIT_TIME_SLOTS } from '#domain/booking-request';
import { isOneOf } from '#domain/taxonomy';
import { useUnsavedEdits } from '#web/components/ui/unsaved-edits';
import { ApiError } from '#web/lib/api-client';
import { showServerErrors } from '#web/lib/server-field-errors';
import { useRescheduleBooking } from '#web/features/bookings/api/booking-writes';
import { formatVisitDay, visitSlotHours } from '#web/features/bookings/visit-format';
import { VisitTimeFields } from '#web/features/bookings/components/visit-time-fields';

type RescheduleValues = z.input<typeof bookingRescheduleSchema>;

const rescheduleResolver = zodResolver(bookingRescheduleSchema);

const valuesOf = (booking: AdminBooking): RescheduleValues => ({
  preferredDate: booking.preferredDate,
  timeSlot: isOneOf(VISIT_TIME_SLOTS, booking.timeSlot) ? booking.timeSlot : '',
});

/** "Reschedule" opens a day-and-time form, judged by the same rules as the visitor's booking form. */
export function RescheduleForm({ booking }: { booking: AdminBooking }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
      >
        <CalendarClock className="size-4" aria-hidden="true" />
        Reschedule
      </button>
    );
  }
  return <RescheduleFields booking={booking} onDone={() => setOpen(false)} />;
}

function RescheduleFields({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const form = useForm<RescheduleValues, unknown, BookingReschedule>({
    resolver: rescheduleResolver,
    defaultValues: valuesOf(booking),
  });
  useUnsavedEdits(form.formState.isDirty, 'the visit time');
  const reschedule = useRescheduleBooking(
    booking.id,
    (moved) => `Visit moved to ${formatVisitDay(moved.preferredDate)}, ${visitSlotHours(moved.timeSlot)}`,
  );
  const serverError = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit((visit) => {
    if (visit.preferredDate === booking.preferredDate && visit.timeSlot === booking.timeSlot) {
      form.setError(
        'preferredDate',
        { message: BOOKING_MANAGEMENT_MESSAGES.rescheduleUnchanged },
        { shouldFocus: true },
      );
      return;
    }
    reschedule.mutate(
      { ...visit, version: booking.version },
      {
        onSuccess: onDone,
        onError: (error) => {
          // Fields the server named go on the fields; a refusal of the booking itself was toasted already.
          if (error instanceof ApiError && error.fields) {
            showServerErrors(form, error, ['preferredDate', 'timeSlot']);
          }
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form
        aria-label="Reschedule the visit"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4 rounded-xl border border-brand-100 p-4 dark:border-stone-700"
      >
        <VisitTimeFields dateLabel="New date" timeLabel="New time" />
        {serverError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {serverError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            aria-disabled={reschedule.isPending}
            className="inline-flex items-center justify-center rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
          >
            {reschedule.isPending ? 'Saving...' : 'Save new time'}
          </button>
          <button
            type="button"
            onClick={onDone}
            className="inline-flex items-center justify-center rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
          >
            Keep current time
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
