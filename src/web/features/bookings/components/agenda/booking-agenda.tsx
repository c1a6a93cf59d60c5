import { CalendarX2, ChevronLeft, ChevronRight } from 'lucide-react';
import { AGENDA_DAYS_DEFAULT } from '#domain/booking-management';
import type { AdminBooking } from '#domain/admin-booking';
import { addDays, indiaToday } from '#domain/india-calendar';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListRefreshBar } from '#web/components/ui/list-refresh-bar';
import { ListState } from '#web/components/ui/list-state';
import { useBookingAgenda } from '#web/features/bookings/api/get-booking-agenda';
import { agendaDayHeading, formatVisitDay, visitSlotHours } from '#web/features/bookings/utils/visit-format';
import { BookingStatusBadge } from '#web/features/bookings/components/booking-status-badge';

type BookingAgendaProps = {
  /** The first day shown; today in India when absent. */
  from: string | undefined;
  onFromChange: (from: string | undefined) => void;
  onOpen: (booking: AdminBooking) => void;
};

const navButton =
  'inline-flex h-9 items-center gap-1 rounded-full border border-brand-100 px-3 text-sm font-medium text-stone-700 hover:bg-brand-50 hover:text-brand-800 dark:border-stone-700 dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-amber-200';

/**
 * The coming visits day by day, two weeks at a time, in slot order: the team's plan for who goes where. Always
 * the visits still to happen (pending and confirmed), whatever the list was filtered by.
 */
export function BookingAgenda({ from, onFromChange, onOpen }: BookingAgendaProps) {
  const today = indiaToday(new Date());
  const start = from ?? today;
  const agenda = useBookingAgenda({ from: start, days: AGENDA_DAYS_DEFAULT });
  const end = addDays(start, AGENDA_DAYS_DEFAULT - 1);
  const { data } = agenda;

  const body = () => {
    return (
      <ListState
        query={agenda}
        look="card"
        loadingText="Loading the agenda..."
        errorTitle="Could not load the agenda"
        empty={{
          when: ({ days }) => days.length === 0,
          show: (
            <EmptyState inListCard icon={CalendarX2} title="No visits in these two weeks">
              Visits that are pending or confirmed for these days will show here. Try the next two weeks.
            </EmptyState>
          ),
        }}
      >
        {({ days }) => (
          <ol
            aria-busy={agenda.isPlaceholderData}
            className="divide-y divide-brand-100 dark:divide-stone-800"
          >
            {days.map((day) => (
              <li key={day.date} className="px-4 py-4">
                <h3
                  id={`agenda-${day.date}`}
                  className="text-sm font-semibold text-stone-900 dark:text-stone-50"
                >
                  <time dateTime={day.date}>{agendaDayHeading(day.date, today)}</time>
                  <span className="ml-2 font-normal text-stone-600 dark:text-stone-400">
                    {day.bookings.length === 1 ? '1 visit' : `${day.bookings.length} visits`}
                  </span>
                </h3>
                <ul aria-labelledby={`agenda-${day.date}`} className="mt-2 space-y-2">
                  {day.bookings.map((booking) => (
                    <li key={booking.id}>
                      <button
                        type="button"
                        aria-haspopup="dialog"
                        onClick={() => onOpen(booking)}
                        className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-brand-100 px-3 py-2 text-left hover:border-brand-300 hover:bg-brand-50/60 dark:border-stone-700 dark:hover:bg-stone-800"
                      >
                        <span className="w-28 shrink-0 text-sm font-semibold text-brand-800 tabular-nums dark:text-amber-300">
                          {visitSlotHours(booking.timeSlot)}
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="block truncate text-sm font-medium text-stone-900 dark:text-stone-50">
                            {booking.name}
                          </span>
                          <span className="block truncate text-xs text-stone-600 dark:text-stone-400">
                            {booking.listing.title}
                            {booking.listing.deleted ? ' (listing deleted)' : ''}
                          </span>
                        </span>
                        <BookingStatusBadge status={booking.status} />
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </ListState>
    );
  };

  return (
    <div className="relative">
      {agenda.isFetching && data ? <ListRefreshBar /> : null}
      <div className="flex flex-col gap-3 border-b border-brand-100 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-stone-800">
        <h2 className="text-sm font-semibold text-stone-900 dark:text-stone-50" aria-live="polite">
          {`${formatVisitDay(start)} to ${formatVisitDay(end)}`}
        </h2>
        <nav aria-label="Agenda weeks" className="flex flex-wrap gap-2">
          <button
            type="button"
            className={navButton}
            onClick={() => onFromChange(addDays(start, -AGENDA_DAYS_DEFAULT))}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous two weeks
          </button>
          {start !== today ? (
            <button type="button" className={navButton} onClick={() => onFromChange(undefined)}>
              Today
            </button>
          ) : null}
          <button
            type="button"
            className={navButton}
            onClick={() => onFromChange(addDays(start, AGENDA_DAYS_DEFAULT))}
          >
            Next two weeks
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </nav>
      </div>
      {body()}
    </div>
  );
}
