import { useState } from 'react';
import { BOOKING_STATUS_LABELS, bookingMovesToday, type BookingStatus } from '#domain/booking-management';
import type { AdminBooking } from '#domain/admin-booking';
import { indiaToday } from '#domain/india-calendar';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useFocusAfterChange } from '#web/components/ui/use-focus-after-change';
import { useChangeBookingStatus } from '#web/features/bookings/api/booking-writes';
import { formatVisitDay, visitSlotHours } from '#web/features/bookings/utils/visit-format';

type MoveWording = {
  button: string;
  pending: string;
  done: string;
  /** Moves that end a booking for good ask first. */
  confirm?: { title: string; body: (booking: AdminBooking) => string; button: string };
};

const visitOf = (booking: AdminBooking) =>
  `${booking.name}'s visit on ${formatVisitDay(booking.preferredDate)} (${visitSlotHours(booking.timeSlot)})`;

const MOVES: Partial<Record<BookingStatus, MoveWording>> = {
  confirmed: { button: 'Confirm', pending: 'Confirming...', done: 'Booking confirmed' },
  completed: { button: 'Mark completed', pending: 'Saving...', done: 'Visit marked completed' },
  cancelled: {
    button: 'Cancel booking',
    pending: 'Cancelling...',
    done: 'Booking cancelled',
    confirm: {
      title: 'Cancel this booking?',
      body: (booking) => `${visitOf(booking)} will be cancelled. A cancelled booking cannot be reopened.`,
      button: 'Cancel booking',
    },
  },
  'no-show': {
    button: 'Mark no-show',
    pending: 'Saving...',
    done: 'Booking marked as no-show',
    confirm: {
      title: 'Mark as a no-show?',
      body: (booking) =>
        `${visitOf(booking)} will be recorded as missed by the visitor. This cannot be changed afterwards.`,
      button: 'Mark no-show',
    },
  },
};

const button =
  'inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold aria-disabled:cursor-wait aria-disabled:opacity-70';
const tones = {
  primary: `${button} bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400`,
  secondary: `${button} border border-brand-200 bg-white text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800`,
  danger: `${button} border border-red-200 bg-white text-red-700 hover:bg-red-50 dark:border-red-900 dark:bg-stone-900 dark:text-red-300 dark:hover:bg-red-950`,
};

/**
 * The status moves the domain allows from where the booking is now; a final booking says it is final. After a
 * move, focus goes to the line saying the new status: the button pressed (or the question asked) is gone.
 */
export function BookingStatusActions({ booking }: { booking: AdminBooking }) {
  const [asking, setAsking] = useState<BookingStatus | null>(null);
  const change = useChangeBookingStatus(
    booking.id,
    (changed) => MOVES[changed.status]?.done ?? 'Booking updated',
  );
  const { statusRef, expectChange, changeFailed } = useFocusAfterChange<HTMLParagraphElement, BookingStatus>(
    booking.status,
  );
  // Completed and no-show wait for the visit's day; the server refuses them earlier too.
  const moves = bookingMovesToday(booking, indiaToday(new Date()));
  const move = (to: BookingStatus) => {
    expectChange();
    change.mutate(
      { status: to, version: booking.version },
      {
        onError: changeFailed,
        onSettled: () => setAsking(null),
      },
    );
  };

  // A question about a move the booking no longer offers closes in the same render that removes its button.
  const asked = asking && moves.includes(asking) ? MOVES[asking]?.confirm : undefined;
  return (
    <>
      <div className="space-y-2">
        <p
          ref={statusRef}
          tabIndex={-1}
          className="text-sm text-stone-700 focus:outline-none dark:text-stone-300"
        >
          {moves.length === 0
            ? `${BOOKING_STATUS_LABELS[booking.status]} is final: this booking's status cannot change.`
            : `This booking is ${BOOKING_STATUS_LABELS[booking.status].toLowerCase()}.`}
        </p>
        {moves.length > 0 ? (
          <div role="group" aria-label="Change status" className="flex flex-wrap gap-2">
            {moves.map((to, index) => {
              const wording = MOVES[to];
              if (!wording) return null;
              const running = change.isPending && change.variables.status === to;
              const tone = wording.confirm ? 'danger' : index === 0 ? 'primary' : 'secondary';
              return (
                <button
                  key={to}
                  type="button"
                  aria-disabled={change.isPending}
                  onClick={() => {
                    if (change.isPending) return;
                    if (wording.confirm) setAsking(to);
                    else move(to);
                  }}
                  className={tones[tone]}
                >
                  {running ? wording.pending : wording.button}
                </button>
              );
            })}
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={asked !== undefined}
        title={asked?.title ?? ''}
        confirmLabel={asked?.button ?? ''}
        pendingLabel={asking ? MOVES[asking]?.pending : undefined}
        cancelLabel="Keep booking"
        tone="danger"
        pending={change.isPending}
        onConfirm={() => {
          if (asking) move(asking);
        }}
        onCancel={() => setAsking(null)}
      >
        {asked?.body(booking)}
      </ConfirmDialog>
    </>
  );
}
