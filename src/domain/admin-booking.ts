/**
 * Bookings as the admin API answers them. Apart from booking-management.ts, whose rules the bookings screens
 * run, so the screens that import only these types load no schema code for them.
 */
import { z } from 'zod';
import { BOOKING_STATUSES, type BookingStatus } from './booking-management.js';

/** A booking as the admin API answers it: list, detail, agenda and every write. */
export const adminBookingSchema = z.object({
  id: z.string(),
  reference: z.string().describe('What the visitor was shown and quotes (see booking-reference.ts)'),
  status: z.enum(BOOKING_STATUSES),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  preferredDate: z.string(),
  timeSlot: z.string().describe('One of VISIT_TIME_SLOTS for every booking made through the site'),
  message: z.string().nullable(),
  notes: z.string().nullable(),
  userId: z.string().nullable(),
  /** What a write sends back (record-version.ts). */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  assignedAgentId: z
    .string()
    .nullable()
    .describe("The team's agent the lead was given to; null: the whole team's"),
  firstRespondedAt: z
    .string()
    .nullable()
    .describe('When the team or the lister first acted on it (status, reschedule, note): its first response'),
  rescheduledFrom: z
    .object({ preferredDate: z.string(), timeSlot: z.string(), at: z.string() })
    .nullable()
    .describe('The day and slot before the last reschedule, and when it was made'),
  listing: z.object({
    id: z
      .string()
      .nullable()
      .describe(
        'Null, with `deleted` true, once the listing is deleted: the title kept at booking time still shows',
      ),
    title: z.string(),
    city: z.string().nullable(),
    locality: z.string().nullable(),
    thumbnail: z.object({ src: z.string(), srcSet: z.string() }).nullable(),
    deleted: z.boolean(),
  }),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

const statusCounts = z.object(
  Object.fromEntries(BOOKING_STATUSES.map((status) => [status, z.number()])) as Record<
    BookingStatus,
    z.ZodNumber
  >,
);

export const adminBookingPageSchema = z.object({
  items: z.array(adminBookingSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  statusCounts: statusCounts.describe('How many bookings of each status match the other filters'),
});
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;

export const bookingAgendaSchema = z.object({
  from: z.string(),
  to: z.string(),
  truncated: z
    .boolean()
    .describe(
      'More visits matched than AGENDA_VISITS_MAX: the days shown stop at the last visit that fitted',
    ),
  days: z.array(z.object({ date: z.string(), bookings: z.array(adminBookingSchema) })),
});
export type BookingAgenda = z.infer<typeof bookingAgendaSchema>;
