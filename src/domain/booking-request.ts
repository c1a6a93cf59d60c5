/**
 * A visitor's request to visit a listing: the one schema the booking form validates with and the server
 * checks every booking against. Dates are India calendar days; times are India wall-clock times.
 */
import { z } from 'zod';
import { indianMobile, optionalEmail, optionalMessage, personName } from './contact-fields.js';
import { selectedOption } from './form-input.js';
import { visitorLocaleSchema } from './visitor-locale.js';
import {
  BOOKING_MESSAGE_MAX,
  BOOKING_MESSAGES,
  bookableDays,
  isSlotOpen,
  VISIT_TIME_SLOTS,
  type VisitTimeSlot,
} from './visit-times.js';

// The slots, the window and the messages, without zod: the property page's first paint needs them, not the schema.
export * from './visit-times.js';

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
      // The language of the page it was made on: a guest's visit mails are written in it.
      locale: visitorLocaleSchema.optional(),
    }),
    clock,
  );
}

export const bookingRequestSchema = bookingRequestSchemaAt(() => new Date());

/** What the form holds and a client sends. */
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
/** A valid request: phone as +91XXXXXXXXXX, blanks dropped. */
export type BookingRequest = z.output<typeof bookingRequestSchema>;
