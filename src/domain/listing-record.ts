/**
 * A listing as the API answers it: every stored field (null where it does not apply to the listing's type or
 * status) and its photos, for the admin edit screen and, less what stays inside, for the property page.
 */
import { z } from 'zod';
import { LISTER_KINDS } from './listing-lister.js';
import { localityComparisonSchema } from './locality-insights-answer.js';
import { photoVariantSchema } from './listing-card.js';
import {
  AGES_OF_PROPERTY,
  AMENITIES,
  ALL_SUB_CATEGORIES,
  FACINGS,
  FURNISHING_STATUSES,
  INDIAN_STATES,
  MAIN_CATEGORIES,
  PROPERTY_STATUSES,
  RENTAL_FREQUENCIES,
} from './taxonomy.js';
import { listingDepartureSchema } from './listing-departure.js';
import { LISTING_STATES } from './listing-lifecycle.js';
import { LISTING_PAGE_MESSAGES, OPEN_LISTING_PAGE_ANSWERS } from './listing-page.js';

/** A processed photo, for a listing or straight after an upload. */
export const listingPhotoSchema = z.object({
  id: z.string(),
  position: z.number().describe('Display order; the first is the cover'),
  width: z.number(),
  height: z.number(),
  url: z.string().describe('The largest WebP rendition'),
  variants: z.array(photoVariantSchema),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

const nullableNumber = z.number().nullable();
const nullableText = z.string().nullable();

export const listingRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: nullableText,
  mainCategory: z.enum(MAIN_CATEGORIES),
  subCategory: z.enum(ALL_SUB_CATEGORIES),
  propertyStatus: z.enum(PROPERTY_STATUSES),
  price: z.number(),
  rentalFrequency: z.enum(RENTAL_FREQUENCIES).nullable(),
  securityDeposit: nullableNumber,
  maintenanceCharges: nullableNumber,
  availableFrom: z.string(),
  isCommissionApplicable: z.boolean(),
  commissionPercentage: nullableNumber,
  location: nullableText,
  address: z.string(),
  landmark: nullableText,
  city: z.string(),
  state: z.enum(INDIAN_STATES),
  pincode: z.string(),
  latitude: nullableNumber,
  longitude: nullableNumber,
  locationApproximate: z
    .boolean()
    .describe("True when the coordinates are the centre of the listing's PIN code area, not a placed pin"),
  bedrooms: nullableNumber,
  bathrooms: nullableNumber,
  balconies: nullableNumber,
  furnishingStatus: z.enum(FURNISHING_STATUSES).nullable(),
  totalFloors: nullableNumber,
  floorNumber: nullableNumber,
  facing: z.enum(FACINGS).nullable(),
  ageOfProperty: z.enum(AGES_OF_PROPERTY).nullable(),
  squareFeet: z.number(),
  undividedShare: nullableNumber,
  carpetArea: nullableNumber,
  plotArea: nullableNumber,
  plotLength: nullableNumber,
  plotBreadth: nullableNumber,
  washrooms: nullableNumber,
  parkingSpaces: nullableNumber,
  cabins: nullableNumber,
  workstations: nullableNumber,
  features: z.array(z.string()),
  amenities: z.array(z.enum(AMENITIES)),
  isFeatured: z.boolean(),
  listingState: z.enum(LISTING_STATES).describe('Where the listing is in its life (decision 023)'),
  listedAt: nullableText.describe('ISO timestamp of its first publication; null until published'),
  lastConfirmedAt: nullableText.describe('ISO timestamp of the last confirmation that it is available'),
  leftPublicAt: nullableText.describe('ISO timestamp of when it last left the public states'),
  priceReducedAt: nullableText.describe('ISO timestamp of the last price drop'),
  reraNumber: nullableText.describe("The project's RERA registration number, in its state's format"),
  listerKind: z
    .enum(LISTER_KINDS)
    .describe('Who posted it: its owner, an agent, or the HouseHunt team (decision 027)'),
  createdAt: z.string().describe('ISO timestamp of the first save'),
  updatedAt: z.string().describe('ISO timestamp of the last save'),
  version: z
    .number()
    .describe("Which save this is; the next save names it so it cannot overwrite someone else's newer save"),
  images: z.array(listingPhotoSchema).describe('In display order; the first is the cover'),
});
/** A listing as the edit screen reads it. */
export type Listing = z.infer<typeof listingRecordSchema>;

/** What anyone may see of a listing: the commission agreed with the owner and edit bookkeeping stay inside. */
export const publicListingSchema = listingRecordSchema.omit({
  isCommissionApplicable: true,
  commissionPercentage: true,
  version: true,
});
export type PublicListing = z.infer<typeof publicListingSchema>;

/** What the property page is told of the listing's place in its life (listing-page.ts), beside the listing. */
export const listingPageLifecycleSchema = z.object({
  answer: z
    .enum(OPEN_LISTING_PAGE_ANSWERS)
    .describe(
      'listed: in the public search; unconfirmed: public but out of search for want of a confirmation; departed: sold or rented within 90 days',
    ),
  indexable: z.boolean().describe('Whether search engines may index the page (false: noindex)'),
  departure: listingDepartureSchema
    .nullable()
    .describe('What became of it, shown in the banner of a departed page; null while public'),
  daysSinceConfirmed: z
    .number()
    .nullable()
    .describe('India calendar days since availability was last confirmed (0 on the day); null if never'),
});
export type ListingPageLifecycle = z.infer<typeof listingPageLifecycleSchema>;

export const listingAnswerSchema = z.object({ property: listingRecordSchema });

/**
 * A listing as the team's edit screen reads it: the record plus the review's facts a reviewer needs (the stored
 * quality score, the agent's RERA number, the last review note) and the team's agent it is assigned to. The lister's account stays out, and neither reaches the public shape.
 */
export const adminListingRecordSchema = listingRecordSchema.extend({
  qualityScore: nullableNumber.describe('The stored listing quality score, 0 to 100; null until scored'),
  listerReraNumber: nullableText.describe(
    "The posting agent's RERA agent number; null for owners and the team",
  ),
  reviewNote: nullableText.describe('Why the team last sent the listing back to its lister; null if never'),
  assignedAgentId: nullableText.describe(
    'The team’s agent who works the listing and its leads; null for none',
  ),
});
export type AdminListingRecord = z.infer<typeof adminListingRecordSchema>;
export const adminListingAnswerSchema = z.object({ property: adminListingRecordSchema });
export const publicListingAnswerSchema = z.object({
  property: publicListingSchema,
  lifecycle: listingPageLifecycleSchema,
  reraIssuer: z
    .object({ regulator: z.string().nullable(), portal: z.string().nullable() })
    .nullable()
    .describe(
      "The regulator of the listing's state that issues its RERA number, and its portal (null where not known); null without a number",
    ),
  localityComparison: localityComparisonSchema.describe(
    'Its price per sq.ft beside the median of the live listings like it in its locality (or city), from at least 5; null without enough, or once it left the search',
  ),
});
/**
 * The 410 of a listing whose page is gone: the API's error shape (api-error.ts), its message the departure in
 * English, its details the departure itself, which the page says in its own language.
 */
export const listingGoneErrorSchema = z.object({
  error: z.object({
    code: z.literal(LISTING_PAGE_MESSAGES.goneCode),
    message: z
      .string()
      .describe('In English: "Sold on 3 Dec", "Rented out on 3 Dec" or "No longer available"'),
    details: z.object({ departure: listingDepartureSchema }),
  }),
});
export type ListingGoneError = z.infer<typeof listingGoneErrorSchema>;

export const uploadedPhotoAnswerSchema = z.object({ image: listingPhotoSchema });

/** One row of the admin listings table. */
export const adminListingRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  mainCategory: z.enum(MAIN_CATEGORIES),
  subCategory: z.enum(ALL_SUB_CATEGORIES),
  propertyStatus: z.enum(PROPERTY_STATUSES),
  price: z.number(),
  rentalFrequency: z.enum(RENTAL_FREQUENCIES).nullable(),
  city: z.string(),
  isFeatured: z.boolean(),
  listingState: z.enum(LISTING_STATES),
  listerKind: z.enum(LISTER_KINDS).describe('Who posted it: its owner, an agent, or the HouseHunt team'),
  qualityScore: nullableNumber.describe('The stored listing quality score, 0 to 100; null until scored'),
  lastConfirmedAt: nullableText,
  updatedAt: z.string().describe('ISO timestamp of the last save'),
  version: z.number(),
  cover: z
    .object({ url: z.string(), width: z.number(), height: z.number() })
    .nullable()
    .describe('The smallest WebP rendition of the first photo, or null for a listing without photos'),
});
export type AdminListing = z.infer<typeof adminListingRowSchema>;

export const adminListingPageSchema = z.object({
  items: z.array(adminListingRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminListingsPage = z.infer<typeof adminListingPageSchema>;

/** The answer to marking a listing featured or not: what the table's row needs to change in place. */
export const featuredChangeSchema = z.object({
  isFeatured: z.boolean(),
  updatedAt: z.string(),
  version: z.number(),
});
export type FeaturedChange = z.infer<typeof featuredChangeSchema>;
