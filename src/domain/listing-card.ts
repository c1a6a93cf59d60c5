/**
 * What a listing card shows, as the API answers it: search results, the home page, similar listings, a shortlist
 * and recently viewed. The server serialises with these schemas; the web's types are inferred from them.
 */
import { z } from 'zod';
import { listingDepartureSchema } from './listing-departure.js';
import { LISTING_STATES } from './listing-lifecycle.js';
import { LISTER_KINDS } from './listing-lister.js';
import { LISTING_SORTS } from './listing-search.js';
import {
  ALL_SUB_CATEGORIES,
  FURNISHING_STATUSES,
  MAIN_CATEGORIES,
  PROPERTY_STATUSES,
  RENTAL_FREQUENCIES,
} from './taxonomy.js';

/** One stored rendition of a photo. */
export const photoVariantSchema = z.object({
  width: z.number(),
  format: z.enum(['webp', 'avif']),
  url: z.string(),
});
export type PhotoVariant = z.infer<typeof photoVariantSchema>;

/** A listing's cover photo as a card or a comparison shows it. */
export const cardCoverSchema = z
  .object({ width: z.number(), height: z.number(), variants: z.array(photoVariantSchema) })
  .nullable()
  .describe("The first photo's renditions, or null for a listing without photos");

export const listingCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  propertyStatus: z.enum(PROPERTY_STATUSES),
  rentalFrequency: z.enum(RENTAL_FREQUENCIES).nullable(),
  mainCategory: z.enum(MAIN_CATEGORIES),
  subCategory: z.enum(ALL_SUB_CATEGORIES),
  price: z.number(),
  location: z.string().nullable().describe('The locality'),
  city: z.string(),
  state: z.string(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  squareFeet: z.number().nullable(),
  plotArea: z.number().nullable(),
  furnishingStatus: z.enum(FURNISHING_STATUSES).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isFeatured: z.boolean(),
  listingState: z
    .enum(LISTING_STATES)
    .describe('Where the listing is in its life (decision 023); a card shows "Under offer" for under-offer'),
  departure: listingDepartureSchema
    .nullable()
    .describe(
      'For a listing the public no longer sees (on a shortlist or recently viewed): what became of it; null while public',
    ),
  listerKind: z
    .enum(LISTER_KINDS)
    .describe('Who posted it: "Posted by owner", "Posted by agent" or "HouseHunt team" on the card'),
  createdAt: z.string().describe('ISO timestamp of the first save'),
  priceReducedAt: z
    .string()
    .nullable()
    .describe('ISO time of the last price drop not followed by a rise: "Price reduced" for 14 days after it'),
  cover: cardCoverSchema,
});
export type ListingCard = z.infer<typeof listingCardSchema>;

/** The listings on a list, as cards, in the list's order. */
export const listingCardListSchema = z.object({ items: z.array(listingCardSchema) });
export type ListingCardList = z.infer<typeof listingCardListSchema>;

/** One page of the public search. */
export const listingSearchPageSchema = z.object({
  items: z.array(listingCardSchema),
  total: z
    .number()
    .describe(
      'How many listings match: exact, or with totalIsCapped the number counted before the count stopped',
    ),
  totalIsCapped: z
    .boolean()
    .describe(
      'True when more than `total` listings match (counting stops at LISTING_COUNT_CAP, a search ranked by its words at RELEVANCE_CANDIDATES, or the page)',
    ),
  page: z.number(),
  pageSize: z.number(),
  sort: z.enum(LISTING_SORTS),
  localityPage: z
    .string()
    .optional()
    .describe(
      "The path of the locality's page of price figures, when the search is for a locality that has listings",
    ),
});
export type ListingSearchPage = z.infer<typeof listingSearchPageSchema>;
