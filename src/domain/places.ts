/**
 * GET /api/places: the places of live listings that match what is typed in a search box (localities, cities and
 * PIN codes), misspellings forgiven, each with how many listings are there.
 */
import { z } from 'zod';

export const PLACE_KINDS = ['locality', 'city', 'pincode'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const PLACES_LIMITS = {
  /** As long as the search box's words: what a person types, not a document. */
  queryMaxLength: 100,
  /**
   * Shorter text suggests nothing (an empty list, not an error: the box asks as the person types). Two letters
   * are a trigram's worth with its padding, the least a misspelling can be judged by.
   */
  queryMinLength: 2,
  suggestions: 8,
} as const;

export const placesQuerySchema = z.object({
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(PLACES_LIMITS.queryMaxLength, `q can be at most ${PLACES_LIMITS.queryMaxLength} characters`)
    .default(''),
});

export const placeSuggestionSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  /** What the list shows: "Whitefield, Bengaluru", "Bengaluru", "560066 · Whitefield, Bengaluru". */
  label: z.string(),
  city: z.string(),
  locality: z.string().optional(),
  pincode: z.string().optional(),
  /** Live listings there. */
  count: z.number().int(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placesAnswerSchema = z.object({ items: z.array(placeSuggestionSchema) });
export type PlacesAnswer = z.infer<typeof placesAnswerSchema>;
