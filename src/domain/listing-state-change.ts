/**
 * The admin API's requests and answers for a listing's life (decision 023): a move to another state, the same
 * move for several listings at once, "Still available", and the upcoming visits the delete dialog asks about.
 * The rules themselves are in listing-lifecycle.ts.
 */
import { z } from 'zod';
import { LISTING_LIFECYCLE_MESSAGES, LISTING_STATE_LABELS, LISTING_STATES } from './listing-lifecycle.js';
import { reviewReasonSchema } from './my-listings.js';

export const listingStateSchema = z.enum(LISTING_STATES, { error: LISTING_LIFECYCLE_MESSAGES.stateInvalid });

/** The most listings one bulk move takes: a page of the admin table. */
export const MAX_LISTINGS_PER_BULK_MOVE = 100;

export const LISTING_STATE_CHANGE_MESSAGES = {
  versionRequired: 'The version you read is required',
  idsRequired: 'Please choose at least one listing',
  tooMany: `Please choose at most ${MAX_LISTINGS_PER_BULK_MOVE} listings at a time`,
  idInvalid: 'Not a listing HouseHunt knows',
  idsRepeated: 'Each listing can be chosen once',
} as const;

const versionSchema = z
  .number({ error: LISTING_STATE_CHANGE_MESSAGES.versionRequired })
  .int()
  .min(1)
  .max(2_147_483_647);

export const listingMoveRequestSchema = z.object({
  to: listingStateSchema,
  version: versionSchema,
  /** Publish even though the duplicate guard found likely duplicates: the team has looked and says it is not one. */
  confirmDuplicate: z.boolean({ error: 'confirmDuplicate must be true or false' }).optional(),
  /** Taking it down (archived, sold, rented): cancel the visits booked from today on and mail the visitors. */
  cancelVisits: z.boolean({ error: 'cancelVisits must be true or false' }).optional(),
  /** Sending a listing under review back to its lister (→ draft): why, for them to fix. Required then. */
  reason: reviewReasonSchema.optional(),
});
export type ListingMoveRequest = z.infer<typeof listingMoveRequestSchema>;

export const listingConfirmRequestSchema = z.object({ version: versionSchema });

export const bulkListingMoveRequestSchema = z.object({
  ids: z
    .array(z.uuid({ error: LISTING_STATE_CHANGE_MESSAGES.idInvalid }), {
      error: LISTING_STATE_CHANGE_MESSAGES.idsRequired,
    })
    .min(1, LISTING_STATE_CHANGE_MESSAGES.idsRequired)
    .max(MAX_LISTINGS_PER_BULK_MOVE, LISTING_STATE_CHANGE_MESSAGES.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, LISTING_STATE_CHANGE_MESSAGES.idsRepeated),
  to: listingStateSchema,
});
export type BulkListingMoveRequest = z.infer<typeof bulkListingMoveRequestSchema>;

/**
 * What happened to one listing of a bulk move: moved, already in that state, or refused with the reason (the
 * move is not allowed, a likely duplicate, or the listing is gone). Each listing moves alone: a refusal leaves
 * it as it was and does not stop the others.
 */
export const bulkListingMoveResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(['moved', 'unchanged', 'refused']),
  listingState: z.enum(LISTING_STATES).nullable().describe('The state it is now in; null when it is gone'),
  message: z.string().nullable().describe('Why it was refused; null otherwise'),
});
export type BulkListingMoveResult = z.infer<typeof bulkListingMoveResultSchema>;

export const bulkListingMoveAnswerSchema = z.object({ results: z.array(bulkListingMoveResultSchema) });
export type BulkListingMoveAnswer = z.infer<typeof bulkListingMoveAnswerSchema>;

/** A listing the duplicate guard takes the one being published for a copy of (409 LIKELY_DUPLICATE's `current`). */
export const likelyDuplicateSchema = z.object({ id: z.string(), title: z.string() });
export type LikelyDuplicate = z.infer<typeof likelyDuplicateSchema>;
export const LIKELY_DUPLICATE_CODE = 'LIKELY_DUPLICATE';

/** The admin table's state filter: one state, or the public listings due a confirmation ("Needs confirmation"). */
export const CONFIRMATION_DUE_FILTER = 'confirmation-due';
export const ADMIN_STATE_FILTERS = [...LISTING_STATES, CONFIRMATION_DUE_FILTER] as const;
export type AdminStateFilter = (typeof ADMIN_STATE_FILTERS)[number];
export const ADMIN_STATE_FILTER_LABELS: Record<AdminStateFilter, string> = {
  ...LISTING_STATE_LABELS,
  [CONFIRMATION_DUE_FILTER]: 'Needs confirmation',
};
export const ADMIN_STATE_FILTER_MESSAGE = `state must be one of ${ADMIN_STATE_FILTERS.join(', ')}`;

/** How many visits are booked to a listing from today on, for the dialog that archives or deletes it. */
export const listingDeleteQuerySchema = z.object({
  cancelVisits: z.enum(['true', 'false'], { error: 'cancelVisits must be true or false' }).optional(),
});

export const upcomingVisitsAnswerSchema = z.object({ upcomingVisits: z.number().int().min(0) });
export type UpcomingVisitsAnswer = z.infer<typeof upcomingVisitsAnswerSchema>;
