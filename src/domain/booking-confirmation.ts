/** The booking as the server recorded it, for the confirmation shown to the visitor who made it. */
import { z } from 'zod';
import { BOOKING_STATUSES } from './booking-management.js';
import { VISIT_TIME_SLOTS } from './booking-request.js';

export const bookingConfirmationSchema = z.object({
  id: z.string(),
  reference: z.string().describe('What the visitor quotes when they call about the visit'),
  propertyId: z.string().nullable(),
  propertyTitle: z.string(),
  name: z.string(),
  phone: z.string().describe('+91XXXXXXXXXX'),
  email: z.string().nullable(),
  preferredDate: z.string().describe('YYYY-MM-DD, an India calendar day'),
  timeSlot: z.enum(VISIT_TIME_SLOTS),
  message: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.string(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

export const bookingConfirmationAnswerSchema = z.object({ booking: bookingConfirmationSchema });
