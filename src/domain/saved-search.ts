/**
 * Saved searches: a signed-in house hunter keeps a /properties search under a name and says how often to hear of
 * new matches. The search is the one the address bar holds, checked by the same schema as GET /api/properties,
 * less sorting and paging, which decide how results are shown, not which listings match.
 */
import { z } from 'zod';
import { FLOOR_BANDS, LISTING_FILTER_KEYS, type ListingFilters } from './listing-search.js';
import { placedListingSearchSchema } from './placed-listing-search.js';
import { recordVersionSchema } from './record-version.js';
import { LISTER_KINDS } from './listing-lister.js';
import {
  AGES_OF_PROPERTY,
  ALL_SUB_CATEGORIES,
  AMENITIES,
  FACINGS,
  FURNISHING_STATUSES,
  MAIN_CATEGORIES,
  PROPERTY_STATUSES,
  type SubCategory,
} from './taxonomy.js';

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: 'As soon as one is listed',
  daily: 'Once a day',
  weekly: 'Once a week',
  off: 'Paused (no alerts)',
};

/** The return path's fragment action (return-to.ts) that reopens "Save this search" after signing in. */
export const SAVE_SEARCH_RESUME_ACTION = 'save-search';

export const SAVED_SEARCH_LIMITS = {
  /** Searches one account keeps; saving one more is refused until another is deleted. */
  maxPerUser: 20,
  nameMaxLength: 80,
} as const;

export const SAVED_SEARCH_MESSAGES = {
  full: `You already have ${SAVED_SEARCH_LIMITS.maxPerUser} saved searches, the most an account can keep. Delete one to save another.`,
  nameRequired: 'Please give the search a name.',
  nameTooLong: `Please keep the name to ${SAVED_SEARCH_LIMITS.nameMaxLength} characters.`,
  frequencyInvalid: `Please choose how often to hear of new homes: ${SAVED_SEARCH_FREQUENCIES.join(', ')}.`,
  notFound: 'We could not find this saved search. It may have been deleted.',
  changed: 'This saved search was changed a moment ago, in another tab perhaps. Check it and try again.',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Copy the whole link from the email, or pause the alert under My HouseHunt.',
  unsubscribeGone: 'This saved search has been deleted, so it sends no more alerts.',
  alreadySaved: (name: string) => `You already saved this search as “${name}”.`,
} as const;

export type SavedSearchFilters = ListingFilters;

const byCodeUnit = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a) < String(b)
      ? -1
      : String(a) > String(b)
        ? 1
        : 0;

/**
 * The one way a search's filters are written: sort, page and page size left out, lists sorted and each value
 * once, words with single spaces, nothing unset. A saved search is stored like this, so one search is one row.
 */
export function canonicalSearchFilters(filters: SavedSearchFilters): SavedSearchFilters {
  const canonical: Record<string, unknown> = {};
  for (const key of LISTING_FILTER_KEYS) {
    let value: unknown = filters[key];
    if (typeof value === 'string') value = value.trim().replace(/\s+/g, ' ');
    if (Array.isArray(value)) value = [...new Set(value as Array<string | number>)].sort(byCodeUnit);
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    canonical[key] = value;
  }
  return canonical;
}

/**
 * Whether two searches are the same saved search: equal keys. The canonical filters, with the letter case of the
 * search words, the city and the locality ignored, as the search itself ignores it. The server refuses a second save of a key
 * the person already has; the search page shows such a search as saved.
 */
export function savedSearchKey(filters: SavedSearchFilters): string {
  const canonical = canonicalSearchFilters(filters);
  return JSON.stringify({
    ...canonical,
    ...(canonical.q !== undefined && { q: canonical.q.toLowerCase() }),
    ...(canonical.city !== undefined && { city: canonical.city.toLowerCase() }),
    ...(canonical.locality !== undefined && { locality: canonical.locality.toLowerCase() }),
  });
}

/** The filters of a search (the address's parameters but sort, page and pageSize), canonical. */
export const savedSearchFiltersSchema = placedListingSearchSchema.transform(
  ({ sort: _sort, page: _page, pageSize: _pageSize, ...filters }) => canonicalSearchFilters(filters),
);

const nameSchema = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_LIMITS.nameMaxLength, SAVED_SEARCH_MESSAGES.nameTooLong);

const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequencyInvalid });

export const savedSearchCreateSchema = z.object({
  name: nameSchema,
  frequency: frequencySchema,
  /** The address's search parameters, e.g. { status: 'rent', city: 'Bengaluru', bedrooms: '2' }. */
  search: savedSearchFiltersSchema,
});
export type SavedSearchCreate = z.input<typeof savedSearchCreateSchema>;

/** A change of name, frequency (off pauses the alerts, another resumes them) or criteria; at least one. */
export const savedSearchUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    frequency: frequencySchema.optional(),
    /** New criteria, as the address spells them (like the create's `search`). */
    search: savedSearchFiltersSchema.optional(),
    /** The version the client read (record-version.ts); left out, the search as it is now. */
    version: recordVersionSchema.optional(),
  })
  .refine(
    (change) => change.name !== undefined || change.frequency !== undefined || change.search !== undefined,
    { message: 'Send a new name, frequency or search.' },
  );
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;

/** The filters as stored and answered: what savedSearchFiltersSchema made of the address's parameters. */
const storedFiltersSchema = z.object({
  q: z.string().optional(),
  status: z.enum(PROPERTY_STATUSES).optional(),
  category: z.enum(MAIN_CATEGORIES).optional(),
  type: z.array(z.enum(ALL_SUB_CATEGORIES)).optional(),
  city: z.string().optional(),
  locality: z.string().optional(),
  pincode: z.string().optional(),
  minPrice: z.number().optional(),
  maxPrice: z.number().optional(),
  bedrooms: z.array(z.number()).optional(),
  minBathrooms: z.number().optional(),
  furnishing: z.array(z.enum(FURNISHING_STATUSES)).optional(),
  facing: z.array(z.enum(FACINGS)).optional(),
  age: z.array(z.enum(AGES_OF_PROPERTY)).optional(),
  floor: z.array(z.enum(FLOOR_BANDS)).optional(),
  minParking: z.number().optional(),
  rera: z.literal('true').optional(),
  verified: z.literal('true').optional(),
  postedBy: z.array(z.enum(LISTER_KINDS)).optional(),
  minArea: z.number().optional(),
  maxArea: z.number().optional(),
  amenities: z.array(z.enum(AMENITIES)).optional(),
  features: z.array(z.string()).optional(),
  availableBy: z.string().optional(),
  postedWithin: z.number().optional(),
  featured: z.literal('true').optional(),
  bbox: z.string().optional(),
  polygon: z.string().optional(),
}) satisfies z.ZodType<SavedSearchFilters>;

export const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  search: storedFiltersSchema,
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchAnswerSchema = z.object({ savedSearch: savedSearchSchema });
export const savedSearchListSchema = z.object({
  items: z.array(savedSearchSchema),
  limit: z.number().int(),
});
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** The one-click unsubscribe's query (and form body, RFC 8058), and what it answers. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: SAVED_SEARCH_MESSAGES.unsubscribeInvalid })
    .max(200, SAVED_SEARCH_MESSAGES.unsubscribeInvalid),
});
export const unsubscribeAnswerSchema = z.object({
  savedSearch: z.object({ name: z.string(), frequency: z.enum(SAVED_SEARCH_FREQUENCIES) }),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;

/** Plural nouns for a name: "flats", "villas", "office spaces". */
const TYPE_NOUNS: Record<SubCategory, string> = {
  flat: 'flats',
  plot: 'plots',
  villa: 'villas',
  farmland: 'farmland',
  'individual-house': 'houses',
  shop: 'shops',
  land: 'commercial land',
  building: 'commercial buildings',
  'office-space': 'office spaces',
  showroom: 'showrooms',
  warehouse: 'warehouses',
};

/**
 * A name for a search, from its filters, that the save dialog offers: "2 BHK flats to rent in Bengaluru",
 * "Villas for sale", "Homes matching “sea view”". Kept within the name's length limit.
 */
export function suggestedSearchName(filters: SavedSearchFilters): string {
  const bedrooms = filters.bedrooms?.length
    ? `${filters.bedrooms.map((n) => (n >= 5 ? '5+' : String(n))).join(', ')} BHK`
    : null;
  const types = filters.type?.length
    ? filters.type.length <= 2
      ? filters.type.map((type) => TYPE_NOUNS[type]).join(' and ')
      : 'properties'
    : filters.category === 'commercial'
      ? 'commercial properties'
      : bedrooms
        ? 'homes'
        : 'properties';
  const deal = filters.status === 'rent' ? ' to rent' : filters.status === 'sale' ? ' for sale' : '';
  const places = [filters.locality, filters.city, filters.pincode && `PIN ${filters.pincode}`].filter(
    Boolean,
  );
  const place = places.length
    ? ` in ${places.join(', ')}`
    : filters.polygon
      ? ' in the area drawn'
      : filters.bbox
        ? ' in the map area'
        : '';
  const words = filters.q ? ` matching “${filters.q}”` : '';
  const name = [bedrooms, types].filter(Boolean).join(' ') + deal + place + words;
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return capitalised.length <= SAVED_SEARCH_LIMITS.nameMaxLength
    ? capitalised
    : `${capitalised.slice(0, SAVED_SEARCH_LIMITS.nameMaxLength - 1).trimEnd()}…`;
}
