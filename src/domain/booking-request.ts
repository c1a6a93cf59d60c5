/**
 * A visitor's request to visit a listing: the one schema the booking form validates with and the server
 * checks every booking against. Dates are India calendar days; times are India wall-clock times.
 */
import { z } from 'zod';
import { isOneOf } from './taxonomy.js';
import { indianMobile, optionalEmail, optionalMessage, personName } from './contact-fields.js';
import { selectedOption } from './form-input.js';
import { addDays, indiaTimeOfDay, indiaToday } from './india-calendar.js';

/** Two-hour windows in which the team shows homes, 9 am to 7 pm. */
export const VISIT_TIME_SLOTS = [
  '09:00-11:00',
  '11:00-13:00',
  '13:00-15:00',
  '15:00-17:00',
  '17:00-19:00',
] as const;
export type VisitTimeSlot = (typeof VISIT_TIME_SLOTS)[number];
export const VISIT_TIME_SLOT_LABELS: Record<VisitTimeSlot, string> = {
  '09:00-11:00': 'Morning, 9 to 11 am',
  '11:00-13:00': 'Late morning, 11 am to 1 pm',
  '13:00-15:00': 'Afternoon, 1 to 3 pm',
  '15:00-17:00': 'Late afternoon, 3 to 5 pm',
  '17:00-19:00': 'Evening, 5 to 7 pm',
};

/** "Morning, 9 to 11 am"; a slot the site no longer offers shows as stored. */
export function visitSlotLabel(slot: string): string {
  return isOneOf(VISIT_TIME_SLOTS, slot) ? VISIT_TIME_SLOT_LABELS[slot] : slot;
}

/** How far ahead a visit can be booked: listings change hands, and nobody can promise a home months out. */
export const BOOKING_WINDOW_DAYS = 90;
export const BOOKING_MESSAGE_MAX = 1000;

export const BOOKING_MESSAGES = {
  propertyId: 'Please choose the property you would like to visit.',
  dateRequired: 'Please choose the day you would like to visit.',
  dateInvalid: 'Please choose a real calendar date, written as YYYY-MM-DD.',
  datePast: 'That day has already gone. Please choose today or a later date.',
  dateTooFar: `Please choose a date within the next ${BOOKING_WINDOW_DAYS} days.`,
  slotRequired: 'Please choose a time for your visit.',
  slotPassed: 'That time has already passed today. Please choose a later time or another day.',
} as const;

/** The first and last day a visit can be booked for, in India, at this instant. */
export function bookableDays(now: Date): { first: string; last: string } {
  const first = indiaToday(now);
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
}

/** Whether a slot on this day has not yet begun in India (a slot already under way is too late to arrange). */
export function isSlotOpen(day: string, slot: VisitTimeSlot, now: Date): boolean {
  const today = indiaToday(now);
  if (day !== today) return day > today;
  return slot.slice(0, 5) > indiaTimeOfDay(now);
}

/** The day of a visit judged at `clock()`'s instant: a real India calendar day, not gone, within the window. */
export function visitDaySchemaAt(clock: () => Date) {
  return z
    .string({ error: BOOKING_MESSAGES.dateRequired })
    .min(1, BOOKING_MESSAGES.dateRequired)
    .pipe(z.iso.date({ error: BOOKING_MESSAGES.dateInvalid }))
    .superRefine(
      (day, context) => {
        const { first, last } = bookableDays(clock());
        if (day < first) context.addIssue({ code: 'custom', message: BOOKING_MESSAGES.datePast });
        else if (day > last) context.addIssue({ code: 'custom', message: BOOKING_MESSAGES.dateTooFar });
      },
      // A malformed date has its own message; comparing it with today would only add a confusing one.
      { when: (payload) => payload.issues.length === 0 },
    );
}

export const visitTimeSlotSchema = selectedOption(VISIT_TIME_SLOTS, BOOKING_MESSAGES.slotRequired);

/**
 * Refuses a slot already under way on the day chosen, on any object with `preferredDate` and `timeSlot`: the
 * visitor's booking and the team's reschedule judge a slot the same way.
 */
export function requiringOpenSlot<T extends z.ZodType<{ preferredDate: string; timeSlot: VisitTimeSlot }>>(
  schema: T,
  clock: () => Date,
) {
  return schema.refine((visit) => isSlotOpen(visit.preferredDate, visit.timeSlot, clock()), {
    path: ['timeSlot'],
    message: BOOKING_MESSAGES.slotPassed,
    // Only once the day and the slot are each valid: otherwise their own messages say what to fix. An issue
    // with no path means the body was not an object at all (a request without one), with nothing to judge.
    when: (payload) =>
      !payload.issues.some(
        (issue) =>
          issue.path === undefined ||
          issue.path.length === 0 ||
          issue.path[0] === 'preferredDate' ||
          issue.path[0] === 'timeSlot',
      ),
  });
}

/** The schema judged at `clock()`'s instant; tests pin the clock, everyone else uses bookingRequestSchema. */
export function bookingRequestSchemaAt(clock: () => Date) {
  return requiringOpenSlot(
    z.object({
      propertyId: z.uuid({ error: BOOKING_MESSAGES.propertyId }),
      name: personName,
      phone: indianMobile,
      // Optional: the team confirms a visit by phone, as most house hunters in India expect; an address
      // only adds a written confirmation, and asking for one turns away people who would rather not share it.
      email: optionalEmail,
      preferredDate: visitDaySchemaAt(clock),
      timeSlot: visitTimeSlotSchema,
      message: optionalMessage(BOOKING_MESSAGE_MAX),
    }),
    clock,
  );
}

export const bookingRequestSchema = bookingRequestSchemaAt(() => new Date());

/** What the form holds and a client sends. */
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
/** A valid request: phone as +91XXXXXXXXXX, blanks dropped. */
export type BookingRequest = z.output<typeof bookingRequestSchema>;
