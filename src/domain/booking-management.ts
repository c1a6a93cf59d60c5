/**
 * How the team manages visit bookings: the statuses a booking moves through, which moves are allowed, and the
 * schemas of the admin screens' requests (status change, reschedule, notes, list and agenda queries). The admin
 * API checks every request with these and the bookings screens build theirs with them.
 */
import { z } from 'zod';
import { requiringOpenSlot, visitDaySchemaAt, visitTimeSlotSchema } from './booking-request.js';
import { formatVisitDate } from './india-calendar.js';
import {
  calendarDayFilter,
  commaListFilter,
  idFilter,
  isForwardRange,
  searchTextFilter,
  sortFilter,
} from './list-filters.js';
import { pageQuery } from './list-paging.js';
import { recordVersionSchema } from './record-version.js';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

/**
 * Where a booking can go from each status. A visit that happened, was called off or was missed is history:
 * changing it would rewrite what the team and the visitor were told, so those three are final.
 */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled', 'no-show'],
  completed: [],
  cancelled: [],
  'no-show': [],
};

export function nextBookingStatuses(from: BookingStatus): readonly BookingStatus[] {
  return BOOKING_TRANSITIONS[from];
}

/** What happened at a visit: neither can be said before the visit's day, and both are final. */
const VISIT_OUTCOMES: readonly BookingStatus[] = ['completed', 'no-show'];

/** Whether a move must wait for the visit's day (India calendar, `today` as YYYY-MM-DD). */
export function isBeforeVisitDay(
  booking: { preferredDate: string },
  to: BookingStatus,
  today: string,
): boolean {
  return VISIT_OUTCOMES.includes(to) && booking.preferredDate > today;
}

/** The moves the team can make on a booking today: the transitions, less the outcomes of a visit still to come. */
export function bookingMovesToday(
  booking: { status: BookingStatus; preferredDate: string },
  today: string,
): readonly BookingStatus[] {
  return nextBookingStatuses(booking.status).filter((to) => !isBeforeVisitDay(booking, to, today));
}

export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

export function isFinalBookingStatus(status: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[status].length === 0;
}

/** Only a visit still to happen can move to another day or time. */
export function canRescheduleBooking(status: BookingStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}

const statusWord = (status: BookingStatus) => BOOKING_STATUS_LABELS[status].toLowerCase();

/** Why a move is refused, in the words the team uses: "A completed booking cannot be marked cancelled." */
export function bookingTransitionRefusal(from: BookingStatus, to: BookingStatus): string {
  if (from === to) return `This booking is already ${statusWord(from)}.`;
  const allowed = nextBookingStatuses(from);
  const why =
    allowed.length === 0
      ? `${BOOKING_STATUS_LABELS[from]} is final.`
      : `It can be marked ${allowed.map(statusWord).join(' or ')}.`;
  return `A ${statusWord(from)} booking cannot be marked ${statusWord(to)}. ${why}`;
}

export function visitNotYetDueRefusal(to: BookingStatus, visitDay: string): string {
  return `This visit is on ${formatVisitDate(visitDay)}: it can be marked ${statusWord(to)} from that day.`;
}

export function bookingRescheduleRefusal(status: BookingStatus): string {
  return `A ${statusWord(status)} booking cannot be rescheduled: only pending and confirmed visits can move.`;
}

export const BOOKING_MANAGEMENT_MESSAGES = {
  statusInvalid: `Please choose a status: ${BOOKING_STATUSES.join(', ')}.`,
  notesTooLong: 'Please keep the notes under 2,000 characters.',
  bookingChanged: 'Someone else changed this booking a moment ago. Check it as it is now and try again.',
  rescheduleUnchanged: 'The visit is already on that day and time. Choose another day or time to reschedule.',
  statusListInvalid: `status must be a comma-separated list of ${BOOKING_STATUSES.join(', ')}`,
  dateInvalid: 'Dates are written as YYYY-MM-DD, for example 2026-03-14.',
  rangeReversed: 'The end date must be on or after the start date.',
  listingInvalid: 'listing must be the id (UUID) of a listing.',
  searchTooLong: 'Please search with 100 characters or fewer.',
  sortInvalid: 'sort must be one of created-desc, created-asc, visit-asc, visit-desc, name-asc.',
  agendaDaysInvalid: 'days must be a whole number from 1 to 42.',
} as const;

export const bookingStatusChangeSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: BOOKING_MANAGEMENT_MESSAGES.statusInvalid }),
  /** The version of the booking the admin chose on (record-version.ts); left out, the booking as it is now. */
  version: recordVersionSchema.optional(),
});
export type BookingStatusChange = z.output<typeof bookingStatusChangeSchema>;

/** A new day and slot, by the same rules as the visitor's own booking form; tests pin the clock. */
export function bookingRescheduleSchemaAt(clock: () => Date) {
  return requiringOpenSlot(
    z.object({
      preferredDate: visitDaySchemaAt(clock),
      timeSlot: visitTimeSlotSchema,
      version: recordVersionSchema.optional(),
    }),
    clock,
  );
}
export const bookingRescheduleSchema = bookingRescheduleSchemaAt(() => new Date());
export type BookingReschedule = z.output<typeof bookingRescheduleSchema>;

export const BOOKING_NOTES_MAX = 2000;

/** The team's own notes on a booking; empty clears them. */
export const bookingNotesSchema = z.object({
  notes: z
    .string({ error: 'Please send the notes as text.' })
    .trim()
    .max(BOOKING_NOTES_MAX, BOOKING_MANAGEMENT_MESSAGES.notesTooLong),
  /**
   * The version of the booking the admin started editing on: if another admin has saved since, the save is
   * refused (409 RECORD_CHANGED) rather than erasing their words.
   */
  version: recordVersionSchema.optional(),
});
export type BookingNotes = z.output<typeof bookingNotesSchema>;

export const BOOKING_SORTS = ['created-desc', 'created-asc', 'visit-asc', 'visit-desc', 'name-asc'] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];
export const BOOKING_SORT_LABELS: Record<BookingSort, string> = {
  'created-desc': 'Newest first',
  'created-asc': 'Oldest first',
  'visit-asc': 'Visit date, soonest first',
  'visit-desc': 'Visit date, latest first',
  'name-asc': 'Visitor name, A to Z',
};

export const BOOKING_SEARCH_MAX = 100;

const statusList = commaListFilter(BOOKING_STATUSES, BOOKING_MANAGEMENT_MESSAGES.statusListInvalid);
const calendarDay = calendarDayFilter(BOOKING_MANAGEMENT_MESSAGES.dateInvalid);

const bookingListFilterShape = {
  status: statusList,
  from: calendarDay,
  to: calendarDay,
  listing: idFilter(BOOKING_MANAGEMENT_MESSAGES.listingInvalid),
  q: searchTextFilter(BOOKING_SEARCH_MAX, BOOKING_MANAGEMENT_MESSAGES.searchTooLong),
  sort: sortFilter(BOOKING_SORTS, 'created-desc', BOOKING_MANAGEMENT_MESSAGES.sortInvalid),
};

/** The filters and sort of the bookings list and its CSV export (which has no pages). */
export const bookingListFiltersSchema = z
  .object(bookingListFilterShape)
  .refine(isForwardRange, { path: ['to'], message: BOOKING_MANAGEMENT_MESSAGES.rangeReversed });
export type BookingListFilters = z.output<typeof bookingListFiltersSchema>;

/** The bookings list's query string: the filters above, a page and a page size. */
export const bookingListQuerySchema = z
  .object({ ...pageQuery, ...bookingListFilterShape })
  .refine(isForwardRange, { path: ['to'], message: BOOKING_MANAGEMENT_MESSAGES.rangeReversed });
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;
export type BookingListQueryInput = z.input<typeof bookingListQuerySchema>;

export const AGENDA_DAYS_DEFAULT = 14;
export const AGENDA_DAYS_MAX = 42;
export const AGENDA_STATUSES_DEFAULT: readonly BookingStatus[] = ['pending', 'confirmed'];
/** More visits than a team can make in six weeks; beyond it the agenda says it is cut short. */
export const AGENDA_VISITS_MAX = 500;

/** The agenda: visits from a day (today in India when absent) for a number of days, of some statuses. */
export const bookingAgendaQuerySchema = z.object({
  from: calendarDay,
  days: z.coerce
    .number({ error: BOOKING_MANAGEMENT_MESSAGES.agendaDaysInvalid })
    .int(BOOKING_MANAGEMENT_MESSAGES.agendaDaysInvalid)
    .min(1, BOOKING_MANAGEMENT_MESSAGES.agendaDaysInvalid)
    .max(AGENDA_DAYS_MAX, BOOKING_MANAGEMENT_MESSAGES.agendaDaysInvalid)
    .default(AGENDA_DAYS_DEFAULT),
  status: statusList,
});
export type BookingAgendaQuery = z.output<typeof bookingAgendaQuerySchema>;
