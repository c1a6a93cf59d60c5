/**
 * My listings (issue 24): a signed-in owner or agent posts a listing with the team's own form and rules
 * (propertyInputSchema), says who they are (an agent gives their RERA agent registration number, judged by the
 * listing's state's format in rera.ts), sends it for review, and then runs it through the moves a lister may make.
 * The team's review approves it (live) or rejects it with a reason the lister reads (review_note).
 */
import { QUALITY_CHECKS } from './listing-quality.js';
import { z } from 'zod';
import { LISTING_STATES, canMoveListing, type ListingState } from './listing-lifecycle.js';
import { SELF_LISTER_KINDS } from './listing-lister.js';
import { listingRecordSchema } from './listing-record.js';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from './photo-limits.js';
import { propertyInputSchema } from './property-schema.js';
import { normaliseReraNumber, validateReraNumber } from './rera.js';
import type { PropertyStatus } from './taxonomy.js';

/** At most this many of one lister's listings wait for review at once: the team's queue is not a dumping ground. */
export const MAX_PENDING_REVIEW_PER_LISTER = 10;
/** The longest review note: a reason, not an essay. */
export const REVIEW_NOTE_MAX_LENGTH = 1000;
const AGENT_NUMBER_MAX_LENGTH = 120;

export const MY_LISTINGS_MESSAGES = {
  listerKind: 'Please say whether you are the owner or an agent',
  agentNumberRequired: 'Enter your RERA agent registration number: agents must be registered to list homes',
  agentNumberTooLong: `A RERA agent registration number has at most ${AGENT_NUMBER_MAX_LENGTH} characters`,
  tooManyPending: `You already have ${MAX_PENDING_REVIEW_PER_LISTER} listings waiting for review. Wait for the team to review them, or withdraw one, before sending another.`,
  reasonRequired: 'Say why the listing is sent back, so the lister can fix it',
  reasonTooLong: `Keep the reason to ${REVIEW_NOTE_MAX_LENGTH} characters`,
  versionRequired: 'The version you read is required',
  moveInvalid: 'Please choose what to do with the listing',
} as const;

const versionSchema = z
  .number({ error: MY_LISTINGS_MESSAGES.versionRequired })
  .int({ error: MY_LISTINGS_MESSAGES.versionRequired })
  .min(1, MY_LISTINGS_MESSAGES.versionRequired)
  .max(2_147_483_647, MY_LISTINGS_MESSAGES.versionRequired);

const imageIdsSchema = z
  .array(z.uuid({ error: 'Not a photo HouseHunt knows' }), { error: 'imageIds must be a list of photo ids' })
  .max(PHOTO_LIMITS.maxPhotosPerListing, { error: PHOTO_MESSAGES.tooMany });

/** Who posts: the owner, or an agent with their registration number (checked against the listing's state). */
export const listerSchema = z.object({
  kind: z.enum(SELF_LISTER_KINDS, { error: MY_LISTINGS_MESSAGES.listerKind }),
  reraNumber: z
    .string({ error: MY_LISTINGS_MESSAGES.agentNumberRequired })
    .max(AGENT_NUMBER_MAX_LENGTH, MY_LISTINGS_MESSAGES.agentNumberTooLong)
    .nullish(),
});
export type Lister = z.infer<typeof listerSchema>;

/**
 * The lister as stored: an owner has no agent number (one sent is dropped); an agent's number is normalised as its
 * regulator writes it. Returns the problem instead when an agent's number is missing or not in the state's format
 * (a state whose agent format is not known well enough only asks for a sane number: rera.ts, `loose`).
 */
export function storedLister(
  lister: Lister,
  state: Parameters<typeof validateReraNumber>[0],
): { kind: Lister['kind']; reraNumber: string | null } | { problem: string } {
  if (lister.kind === 'owner') return { kind: 'owner', reraNumber: null };
  const typed = lister.reraNumber?.trim() ?? '';
  if (typed === '') return { problem: MY_LISTINGS_MESSAGES.agentNumberRequired };
  const problem = validateReraNumber(state, typed, 'agent');
  return problem === null ? { kind: 'agent', reraNumber: normaliseReraNumber(state, typed) } : { problem };
}

const judgedLister = <
  T extends { property: { state: Parameters<typeof validateReraNumber>[0] }; lister: Lister },
>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  const stored = storedLister(value.lister, value.property.state);
  if ('problem' in stored)
    ctx.addIssue({ code: 'custom', path: ['lister', 'reraNumber'], message: stored.problem });
};

/** POST /api/me/listings: a new listing, saved as a draft. */
export const postListingRequestSchema = z
  .object({ property: propertyInputSchema, imageIds: imageIdsSchema.default([]), lister: listerSchema })
  .superRefine(judgedLister);
export type PostListingRequest = z.input<typeof postListingRequestSchema>;

/** PUT /api/me/listings/:id: the whole form over the version the lister edited. */
export const saveMyListingRequestSchema = z
  .object({
    version: versionSchema,
    property: propertyInputSchema,
    // Left out, the photos stay as they are.
    imageIds: imageIdsSchema.optional(),
    lister: listerSchema,
  })
  .superRefine(judgedLister);
export type SaveMyListingRequest = z.input<typeof saveMyListingRequestSchema>;

/**
 * The moves a lister makes themselves: send for review (or withdraw one waiting), mark under offer, sold, rented,
 * back live from those, and archive. Publishing (→ live from a draft or pending review) is the team's approval;
 * an archived listing comes back as a draft to be reviewed again.
 */
export const LISTER_MOVES: Record<ListingState, readonly ListingState[]> = {
  draft: ['pending-review', 'archived'],
  'pending-review': ['draft', 'archived'],
  live: ['under-offer', 'sold', 'rented', 'archived'],
  'under-offer': ['live', 'sold', 'rented', 'archived'],
  sold: ['live', 'archived'],
  rented: ['live', 'archived'],
  archived: ['draft'],
};

export function canListerMove(from: ListingState, to: ListingState, propertyStatus: PropertyStatus): boolean {
  return LISTER_MOVES[from].includes(to) && canMoveListing(from, to, propertyStatus);
}

/** The moves of the lifecycle a lister never makes: the team's review decides them. */
export const LISTER_MOVE_REFUSAL =
  'Only the HouseHunt team publishes a listing: send it for review, and it goes live once approved.';

export const myListingMoveRequestSchema = z.object({
  to: z.enum(LISTING_STATES, { error: MY_LISTINGS_MESSAGES.moveInvalid }),
  version: versionSchema,
  /** Taking it down (archived, sold, rented): cancel the visits booked from today on and mail the visitors. */
  cancelVisits: z.boolean({ error: 'cancelVisits must be true or false' }).optional(),
});
export type MyListingMoveRequest = z.infer<typeof myListingMoveRequestSchema>;

export const myListingConfirmRequestSchema = z.object({ version: versionSchema });

/** The team's reason for sending a listing back to its lister (required for a reject). */
export const reviewReasonSchema = z
  .string({ error: MY_LISTINGS_MESSAGES.reasonRequired })
  .trim()
  .min(1, MY_LISTINGS_MESSAGES.reasonRequired)
  .max(REVIEW_NOTE_MAX_LENGTH, MY_LISTINGS_MESSAGES.reasonTooLong);

/** One of my listings, as the edit screen reads it: the record, who posts it and the last review's note. */
export const myListingSchema = listingRecordSchema.extend({
  listerKind: z.enum(SELF_LISTER_KINDS),
  listerReraNumber: z.string().nullable().describe("An agent's RERA agent registration number"),
  reviewNote: z
    .string()
    .nullable()
    .describe('Why the last review sent it back; null once approved or resubmitted'),
});
export type MyListing = z.infer<typeof myListingSchema>;
export const myListingAnswerSchema = z.object({ listing: myListingSchema });
export type MyListingAnswer = z.infer<typeof myListingAnswerSchema>;

/** The listing quality score with each check that applies, met or with its hint (listing-quality.ts). */
export const listingQualitySchema = z.object({
  score: z.number().int().min(0).max(100),
  checks: z.array(
    z.object({
      check: z.enum(QUALITY_CHECKS),
      met: z.boolean(),
      weight: z.number(),
      hint: z.string().nullable(),
    }),
  ),
});

/** A row of My listings: the listing's state, its quality and what it has drawn (views, enquiries, visits). */
export const myListingSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  propertyStatus: z.enum(['sale', 'rent']),
  price: z.number(),
  city: z.string(),
  listingState: z.enum(LISTING_STATES),
  reviewNote: z.string().nullable(),
  lastConfirmedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number(),
  coverUrl: z.string().nullable(),
  views: z.number().int().min(0),
  enquiries: z.number().int().min(0),
  visits: z.number().int().min(0),
  quality: listingQualitySchema,
});
export type MyListingSummary = z.infer<typeof myListingSummarySchema>;
export const myListingListSchema = z.object({
  listings: z.array(myListingSummarySchema),
  pendingReview: z.number().int().min(0),
  maxPendingReview: z.number().int(),
});
export type MyListingList = z.infer<typeof myListingListSchema>;
