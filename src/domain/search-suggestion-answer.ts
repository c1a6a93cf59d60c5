/**
 * GET /api/properties/suggestions's answer: the schemas, apart from search-suggestions.ts, whose rules the search
 * page's first download carries without them.
 */
import { z } from 'zod';
import { DROPPABLE_FILTERS, MAX_SEARCH_SUGGESTIONS } from './search-suggestions.js';
import { PROPERTY_STATUSES } from './taxonomy.js';

const listingCount = z.number().int().min(1);
/** Counting stops at LISTING_COUNT_CAP: then `count` is the cap and this is true ("1,000+"). */
const countIsCapped = z.boolean().optional();
const rupees = z.number().int().min(0).nullable();

export const searchSuggestionSchema = z.discriminatedUnion('kind', [
  /**
   * "Did you mean Bengaluru": the typed city or words read as a known place with listings (a misspelling, or a
   * name HouseHunt does not know that is like one it does). The search then has this city, and these words in
   * place of the typed ones (the locality's name; none for a city).
   */
  z.object({
    kind: z.literal('place'),
    city: z.string(),
    locality: z.string().optional(),
    q: z.string().nullable(),
    count: listingCount,
    countIsCapped,
  }),
  z.object({
    kind: z.literal('status'),
    status: z.enum(PROPERTY_STATUSES),
    count: listingCount,
    countIsCapped,
  }),
  z.object({
    kind: z.literal('price'),
    minPrice: rupees,
    maxPrice: rupees,
    count: listingCount,
    countIsCapped,
  }),
  z.object({
    kind: z.literal('city'),
    city: z.string(),
    distanceKm: z.number().int().min(0),
    count: listingCount,
    countIsCapped,
  }),
  z.object({
    kind: z.literal('without'),
    filter: z.enum(DROPPABLE_FILTERS),
    count: listingCount,
    countIsCapped,
  }),
]);
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** GET /api/properties/suggestions answers with this. */
export const searchSuggestionsSchema = z.object({
  suggestions: z.array(searchSuggestionSchema).max(MAX_SEARCH_SUGGESTIONS),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
