/**
 * "Manage your visit": the link in every visit mail that lets the visitor see, move or cancel that one visit
 * without signing in. What its page is told, what it sends, and the messages it shows.
 */
import { z } from 'zod';
import { BOOKING_STATUSES } from './booking-management.js';
import { recordVersionSchema } from './record-version.js';

export const VISIT_LINK_MESSAGES = {
  invalid:
    'This visit link is not valid. Open it again from the email about your visit, copying the whole link, or call us.',
  expired:
    'This visit link has expired: the visit it was for has passed. To see the home again, book another visit.',
  gone: 'We could not find this visit any more. Please call or write to us.',
  cancelled: 'Your visit has been cancelled. We have sent you an email to confirm it.',
  rescheduled: 'Your visit has moved. We have sent you an email with the new time.',
} as const;

/** The token of the link, in the query of each call (as the unsubscribe link's is). */
export const visitLinkQuerySchema = z.object({
  token: z.string({ error: VISIT_LINK_MESSAGES.invalid }).max(300, VISIT_LINK_MESSAGES.invalid),
});

/** Cancelling through the link: the version of the visit the visitor saw, when they send it. */
export const visitLinkCancelSchema = z.object({ version: recordVersionSchema.optional() });

/** What the link's page shows: the visit, not the visitor's phone or email (a link can be forwarded). */
export const managedVisitSchema = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  name: z.string(),
  preferredDate: z.string(),
  timeSlot: z.string(),
  listing: z.object({ id: z.string().nullable(), title: z.string() }),
  version: z.number().int(),
  /** What the visitor may still do with it: the team's rules for moving and cancelling a booking. */
  canReschedule: z.boolean(),
  canCancel: z.boolean(),
});
export type ManagedVisit = z.infer<typeof managedVisitSchema>;

export const managedVisitAnswerSchema = z.object({ visit: managedVisitSchema });
