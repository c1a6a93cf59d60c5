/**
 * "My HouseHunt": what a signed-in house hunter sees of their own visits and enquiries, the copy of their data
 * they can download, and the confirmation that deletes their account.
 */
import { z } from 'zod';
import { listingContactAnswerSchema, phoneRevealLogSchema } from './contact-privacy.js';
import { BOOKING_STATUSES } from './booking-management.js';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from './enquiry-management.js';
import { savedSearchSchema } from './saved-search.js';
import { userProfileSchema } from './user-profile.js';
import { visitFeedbackSchema } from './visit-feedback.js';

/** The visits and enquiries My HouseHunt lists, newest first; older ones are in the data download. */
export const MY_ACCOUNT_LIST_LIMIT = 50;

export const MY_ACCOUNT_MESSAGES = {
  visitNotFound: 'We could not find this visit among yours.',
  visitNotCancellable:
    'Only a visit still waiting for our call can be cancelled here. To cancel a confirmed visit, call or write to us.',
  confirmationMismatch: 'Type your email address exactly as shown to confirm.',
  lastAdmin: 'You are the last admin: make someone else admin before deleting your account.',
} as const;

const listingRef = z.object({ id: z.string().nullable(), title: z.string() });

export const myVisitSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  preferredDate: z.string(),
  timeSlot: z.string(),
  listing: listingRef,
  createdAt: z.string(),
  /** My answers after the visit (visit-feedback.ts), once given; and whether I can still give them. */
  feedback: visitFeedbackSchema.extend({ answeredAt: z.string() }).nullable(),
  canGiveFeedback: z.boolean(),
});
export type MyVisit = z.infer<typeof myVisitSchema>;

export const myEnquirySchema = z.object({
  id: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  status: z.enum(ENQUIRY_STATUSES),
  message: z.string().nullable(),
  listing: listingRef.nullable(),
  createdAt: z.string(),
});
export type MyEnquiry = z.infer<typeof myEnquirySchema>;

export const myVisitListSchema = z.object({ items: z.array(myVisitSchema) });
export const myVisitAnswerSchema = z.object({ visit: myVisitSchema });
export const myEnquiryListSchema = z.object({ items: z.array(myEnquirySchema) });

/** GET /api/me/export: everything HouseHunt keeps about the account, as a JSON file. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: userProfileSchema,
  sessions: z.object({ active: z.number().int() }),
  shortlist: z.array(z.object({ listingId: z.string(), title: z.string(), addedAt: z.string() })),
  recentlyViewed: z.array(z.object({ listingId: z.string(), title: z.string(), viewedAt: z.string() })),
  savedSearches: z.array(savedSearchSchema),
  visits: z.array(
    myVisitSchema.extend({
      name: z.string(),
      phone: z.string(),
      email: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
  enquiries: z.array(
    myEnquirySchema.extend({
      name: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      city: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
  listingContact: listingContactAnswerSchema,
  phoneReveals: phoneRevealLogSchema,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** DELETE /api/me: the person types their own email address, so a stray click deletes nothing. */
export const accountDeletionSchema = z.object({
  confirmation: z.string({ error: MY_ACCOUNT_MESSAGES.confirmationMismatch }).trim().max(320),
});
export type AccountDeletion = z.input<typeof accountDeletionSchema>;

/** Whether what was typed confirms deleting the account of `email` (case and surrounding spaces aside). */
export const confirmsDeletion = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

/** What DELETE /api/me answers: what went with the account and what the team keeps, for the person to read. */
export const accountDeletionAnswerSchema = z.object({
  deleted: z.object({
    savedSearches: z.number().int(),
    shortlist: z.number().int(),
  }),
  kept: z.object({
    visits: z.number().int(),
    enquiries: z.number().int(),
  }),
});
export type AccountDeletionAnswer = z.infer<typeof accountDeletionAnswerSchema>;
