/**
 * The duplicate guard's answer to the team (issue 22): the other listings a listing is likely a copy of, and
 * why, for the warning on the edit screen.
 */
import { z } from 'zod';

export const DUPLICATE_REASONS = ['same-photo', 'same-address'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const likelyDuplicateSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The other listing's edit screen. */
  link: z.string(),
  /** The strongest evidence: a shared photo, else the address. */
  reason: z.enum(DUPLICATE_REASONS),
  /** Its closest photo to one of this listing's, when they share one: how many of the hash's 64 bits differ. */
  photo: z.object({ imageId: z.uuid(), otherImageId: z.uuid(), bitsApart: z.number().int() }).nullable(),
  sameAddress: z.boolean(),
  cover: z.object({ src: z.string(), srcSet: z.string() }).nullable(),
});
export type LikelyDuplicateAnswer = z.infer<typeof likelyDuplicateSchema>;

/** GET /api/admin/properties/:id/duplicates */
export const listingDuplicatesSchema = z.object({ duplicates: z.array(likelyDuplicateSchema) });
export type ListingDuplicates = z.infer<typeof listingDuplicatesSchema>;

/** What the warning says of one likely duplicate. */
export function duplicateReasonText(
  duplicate: Pick<LikelyDuplicateAnswer, 'reason' | 'sameAddress'>,
): string {
  if (duplicate.reason === 'same-address') return 'same address and area';
  return duplicate.sameAddress ? 'same photo, same address and area' : 'same photo';
}
