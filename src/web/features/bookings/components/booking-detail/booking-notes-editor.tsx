import { BOOKING_NOTES_MAX, bookingNotesSchema } from '#domain/booking-management';
import type { AdminBooking } from '#domain/admin-booking';
import { RecordNotesEditor } from '#web/components/ui/record-notes-editor';
import { useUpdateBookingNotes } from '#web/features/bookings/api/booking-writes';

/** The team's private notes on a booking (what was agreed on the phone, who goes). */
export function BookingNotesEditor({ booking }: { booking: AdminBooking }) {
  const save = useUpdateBookingNotes(booking.id, (updated) =>
    updated.notes ? 'Notes saved' : 'Notes cleared',
  );
  return (
    <RecordNotesEditor
      notes={booking.notes}
      version={booking.version}
      schema={bookingNotesSchema}
      max={BOOKING_NOTES_MAX}
      save={save}
      placeholder="For example: called on Monday, will come with parents; show the terrace."
    />
  );
}
