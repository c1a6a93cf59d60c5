import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import type { AdminBooking } from '#domain/admin-booking';
import { ApiError } from '#web/lib/api-client';
import { useRescheduleBooking } from '#web/features/bookings/api/booking-writes';
import { formatVisitDay, visitSlotHours } from '#web/features/bookings/utils/visit-format';
import { VisitMoveForm } from '#web/features/bookings/components/visit-move-form';

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
  const reschedule = useRescheduleBooking(
    booking.id,
    (moved) => `Visit moved to ${formatVisitDay(moved.preferredDate)}, ${visitSlotHours(moved.timeSlot)}`,
  );
  return (
    <VisitMoveForm
      visit={booking}
      label="Reschedule the visit"
      pending={reschedule.isPending}
      move={(moved) => reschedule.mutateAsync({ ...moved, version: booking.version })}
      onDone={onDone}
      // Fields the server named go on the fields; a refusal of the booking itself was toasted already.
      placesRefusal={(error) => error instanceof ApiError && Boolean(error.fields)}
    />
  );
}
