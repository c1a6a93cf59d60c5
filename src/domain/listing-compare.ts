/**
 * Compare: 2 to 4 listings side by side (issue 22, item 7). What the API is asked and answers, the messages, and the
 * one rule for the table: which rows it has, what each cell says, which rows differ and which cell is the lowest
 * price or the largest area. The server answers facts; the page and the tests build the rows from them here.
 */
import { z } from 'zod';
import { formatShortDate } from './india-calendar.js';
import { formatLandArea } from './land-area.js';
import { listingDepartureSchema, type ListingDeparture } from './listing-departure.js';
import { departureNote, LISTING_STATES, type ListingState } from './listing-lifecycle.js';
import { cardCoverSchema } from './listing-card.js';
import { carpetLoadingPercent, pricePerCarpetSqFt, pricePerSqFt } from './price-benchmark.js';
import { formatArea, formatIndianNumber, formatINR, formatPrice } from './price-format.js';
import {
  AGE_OF_PROPERTY_LABELS,
  AGES_OF_PROPERTY,
  ALL_SUB_CATEGORIES,
  AMENITIES,
  FACING_LABELS,
  FACINGS,
  FURNISHING_STATUS_LABELS,
  FURNISHING_STATUSES,
  MAIN_CATEGORIES,
  PROPERTY_STATUSES,
  RENTAL_FREQUENCIES,
  SUB_CATEGORY_LABELS,
  type Amenity,
} from './taxonomy.js';
import { VERIFICATION_CHECK_LABELS, VERIFICATION_CHECKS } from './listing-verification.js';
import { COMPARE_LIMITS, COMPARE_MESSAGES } from './compare-pick.js';

export { COMPARE_LIMITS, COMPARE_MESSAGES, comparePagePath } from './compare-pick.js';

/** A listing id with its comma is 37 characters: anything far longer than four of them is not a list we answer. */
const IDS_MAX_CHARACTERS = COMPARE_LIMITS.max * 40;

/** The ids, each kept once (lower case, as the database spells them), 2 to 4 of them. */
const distinctIds = z
  .array(z.uuid({ error: COMPARE_MESSAGES.idInvalid }))
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
  .pipe(
    z
      .array(z.string())
      .min(COMPARE_LIMITS.min, { error: COMPARE_MESSAGES.tooFew })
      .max(COMPARE_LIMITS.max, { error: COMPARE_MESSAGES.tooMany }),
  );

/** GET /api/compare?ids=a,b,c */
export const compareQuerySchema = z.object({
  ids: z
    .string({ error: COMPARE_MESSAGES.idsMissing })
    .max(IDS_MAX_CHARACTERS, { error: COMPARE_MESSAGES.tooMany })
    .transform((raw) =>
      raw
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).max(COMPARE_LIMITS.max * 2, { error: COMPARE_MESSAGES.tooMany }))
    .pipe(distinctIds),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

/** POST /api/compare/links: the listings of the comparison to share, in the order shown. */
export const compareLinkRequestSchema = z.object({
  ids: z
    .array(z.uuid({ error: COMPARE_MESSAGES.idInvalid }), { error: 'ids must be a list of listing ids' })
    .max(COMPARE_LIMITS.max * 2, { error: COMPARE_MESSAGES.tooMany })
    .pipe(distinctIds),
});
export type CompareLinkRequest = z.infer<typeof compareLinkRequestSchema>;

export const compareLinkSchema = z.object({
  token: z.string().describe('The signed list of listing ids'),
  url: z.string().describe('The page that opens the comparison, for anyone, without an account'),
});
export type CompareLink = z.infer<typeof compareLinkSchema>;

/** GET /api/compare/shared?token=…, as sharedComparePagePath has it. A genuine token is under 200 characters. */
export const compareSharedQuerySchema = z.object({
  token: z.string({ error: COMPARE_MESSAGES.linkInvalid }).max(300, { error: COMPARE_MESSAGES.linkInvalid }),
});

const verificationCheckDoneSchema = z.object({
  check: z.enum(VERIFICATION_CHECKS),
  checkedOn: z.string().describe('The day (YYYY-MM-DD) the team made the check'),
});

/** What the table compares of a listing whose page is still open to the public. */
export const comparedFactsSchema = z.object({
  propertyStatus: z.enum(PROPERTY_STATUSES),
  rentalFrequency: z.enum(RENTAL_FREQUENCIES).nullable(),
  mainCategory: z.enum(MAIN_CATEGORIES),
  subCategory: z.enum(ALL_SUB_CATEGORIES),
  price: z.number(),
  location: z.string().nullable(),
  city: z.string(),
  squareFeet: z.number(),
  carpetArea: z.number().nullable(),
  plotArea: z.number().nullable(),
  undividedShare: z.number().nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  floorNumber: z.number().nullable(),
  totalFloors: z.number().nullable(),
  facing: z.enum(FACINGS).nullable(),
  ageOfProperty: z.enum(AGES_OF_PROPERTY).nullable(),
  furnishingStatus: z.enum(FURNISHING_STATUSES).nullable(),
  maintenanceCharges: z.number().nullable().describe('Rupees a month'),
  amenities: z.array(z.enum(AMENITIES)),
  vastuCompliant: z.boolean().describe('The listing claims the "Vastu Compliant" feature'),
  reraNumber: z.string().nullable(),
  // The record as it is; the "Verified" badge and its 90-day rule are the verification record's to give.
  verificationChecks: z.array(verificationCheckDoneSchema).describe('The checks on record, with their days'),
  cover: cardCoverSchema,
});
export type ComparedFacts = z.infer<typeof comparedFactsSchema>;

export const comparedListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  listingState: z.enum(LISTING_STATES),
  departure: listingDepartureSchema.nullable().describe('What became of it; null while public'),
  facts: comparedFactsSchema
    .nullable()
    .describe('null once the listing’s own page is gone (410): the comparison then shows only that it left'),
});
export type ComparedListing = z.infer<typeof comparedListingSchema>;

export const compareAnswerSchema = z.object({
  listings: z.array(comparedListingSchema).describe('In the order asked for'),
  missing: z
    .array(z.string())
    .describe('Ids asked for that are not on HouseHunt (deleted, or drafts never published)'),
});
export type CompareAnswer = z.infer<typeof compareAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The table

export const COMPARE_ROW_GROUPS = ['Price', 'Size and rooms', 'Amenities', 'Trust'] as const;
export type CompareRowGroup = (typeof COMPARE_ROW_GROUPS)[number];

export type CompareCell = {
  /** What the cell says. */
  text: string;
  /** Whether the listing says anything here: a row no listing says anything in is left out. */
  known: boolean;
  /** The number behind a figure, for finding the lowest or largest. */
  value: number | null;
  /** What became of a listing that left, for the page to say in its language; `text` says it in English. */
  departure?: ListingDeparture;
};

export type CompareRow = {
  key: string;
  group: CompareRowGroup;
  label: string;
  /** One per listing, in the listings' order. */
  cells: CompareCell[];
  /** The cells of the listings still shown do not all say the same: the page says "Differs" beside the label. */
  differs: boolean;
  /** The listings whose figure is the best of a differing row, and what makes it so ("Lowest", "Largest"). */
  best: { indices: number[]; label: string } | null;
};

export const COMPARE_CELL_TEXT = {
  notGiven: 'Not given',
  notShown: 'Not shown: no longer on HouseHunt',
  differs: 'Differs',
} as const;

const NOT_GIVEN: CompareCell = { text: COMPARE_CELL_TEXT.notGiven, known: false, value: null };
const NOT_SHOWN: CompareCell = { text: COMPARE_CELL_TEXT.notShown, known: false, value: null };

const wholeNumber = (value: number) => formatIndianNumber(value, 0);

const figure = (value: number | null, format: (value: number) => string): CompareCell =>
  value === null ? NOT_GIVEN : { text: format(value), known: true, value };

const label = (text: string | null): CompareCell =>
  text === null ? NOT_GIVEN : { text, known: true, value: null };

/** '₹8,500 per sq.ft', '₹32 per sq.ft a month' (a rent per month, whatever period it is quoted for). */
const perSqFt = (facts: ComparedFacts) => (value: number) =>
  `${formatINR(value)} per sq.ft${facts.propertyStatus === 'rent' ? ' a month' : ''}`;

/** '3 of 12', 'Ground of 4', 'Basement 1': 0 is the ground floor and basements are negative. */
function floorText({ floorNumber, totalFloors }: ComparedFacts): string | null {
  if (floorNumber === null) return totalFloors === null ? null : `${wholeNumber(totalFloors)} floors`;
  const floor =
    floorNumber === 0 ? 'Ground' : floorNumber < 0 ? `Basement ${-floorNumber}` : wholeNumber(floorNumber);
  return totalFloors === null ? floor : `${floor} of ${wholeNumber(totalFloors)}`;
}

const bedroomsText = (bedrooms: number) => (bedrooms === 0 ? 'Studio / 1 RK' : wholeNumber(bedrooms));

const AVAILABILITY: Partial<Record<ListingState, string>> = {
  live: 'Available',
  'under-offer': 'Under offer',
};

/** "2 of 6 checks on record: Site visited by our staff (12 Nov), …" or "No checks on record". */
function verificationText(checks: ComparedFacts['verificationChecks'], today: string): string {
  if (checks.length === 0) return 'No checks on record';
  const done = VERIFICATION_CHECKS.flatMap((check) => {
    const found = checks.find((entry) => entry.check === check);
    return found ? [`${VERIFICATION_CHECK_LABELS[check]} (${formatShortDate(found.checkedOn, today)})`] : [];
  });
  return `${done.length} of ${VERIFICATION_CHECKS.length} checks on record: ${done.join(', ')}`;
}

type RowSpec = {
  key: string;
  group: CompareRowGroup;
  label: string;
  cell: (facts: ComparedFacts, listing: ComparedListing) => CompareCell;
  /** Which end of a differing figure is best; none for rows where neither is. */
  best?: { prefer: 'lowest' | 'largest'; label: string; samePriceBasis?: boolean };
  /** Shown even when no listing says anything: a missing RERA number is worth seeing. */
  always?: boolean;
  /** Asked of a listing whose details are no longer shown, too. */
  ofDeparted?: (listing: ComparedListing) => CompareCell;
};

const PRICE_ROWS: RowSpec[] = [
  {
    key: 'price',
    group: 'Price',
    label: 'Price',
    cell: (facts) => ({ text: formatPrice(facts), known: true, value: facts.price }),
    best: { prefer: 'lowest', label: 'Lowest', samePriceBasis: true },
  },
  {
    key: 'pricePerSqFt',
    group: 'Price',
    label: 'Price per sq.ft of total area',
    cell: (facts) => figure(pricePerSqFt(facts), perSqFt(facts)),
    best: { prefer: 'lowest', label: 'Lowest', samePriceBasis: true },
  },
  {
    key: 'pricePerCarpetSqFt',
    group: 'Price',
    label: 'Price per sq.ft of carpet area',
    cell: (facts) => figure(pricePerCarpetSqFt(facts).value, perSqFt(facts)),
    best: { prefer: 'lowest', label: 'Lowest', samePriceBasis: true },
  },
  {
    key: 'loading',
    group: 'Price',
    label: 'Loading (total area over carpet area)',
    cell: (facts) => figure(carpetLoadingPercent(facts).value, (value) => `${Math.round(value)}%`),
    best: { prefer: 'lowest', label: 'Lowest' },
  },
  {
    key: 'maintenance',
    group: 'Price',
    label: 'Maintenance',
    cell: (facts) => figure(facts.maintenanceCharges, (value) => `${formatINR(value)}/month`),
    best: { prefer: 'lowest', label: 'Lowest' },
  },
];

const SIZE_ROWS: RowSpec[] = [
  {
    key: 'type',
    group: 'Size and rooms',
    label: 'Type',
    cell: (facts) => label(SUB_CATEGORY_LABELS[facts.subCategory]),
  },
  {
    key: 'area',
    group: 'Size and rooms',
    label: 'Total area',
    cell: (facts) => figure(facts.squareFeet, (value) => formatLandArea(value, facts.subCategory)),
    best: { prefer: 'largest', label: 'Largest' },
  },
  {
    key: 'carpetArea',
    group: 'Size and rooms',
    label: 'Carpet area',
    cell: (facts) => figure(facts.carpetArea, formatArea),
    best: { prefer: 'largest', label: 'Largest' },
  },
  {
    key: 'plotArea',
    group: 'Size and rooms',
    label: 'Plot area',
    cell: (facts) => figure(facts.plotArea, (value) => formatLandArea(value, facts.subCategory)),
    best: { prefer: 'largest', label: 'Largest' },
  },
  {
    key: 'undividedShare',
    group: 'Size and rooms',
    label: 'Undivided share of land',
    cell: (facts) => figure(facts.undividedShare, formatArea),
    best: { prefer: 'largest', label: 'Largest' },
  },
  {
    key: 'bedrooms',
    group: 'Size and rooms',
    label: 'Bedrooms',
    cell: (facts) => figure(facts.bedrooms, bedroomsText),
  },
  {
    key: 'bathrooms',
    group: 'Size and rooms',
    label: 'Bathrooms',
    cell: (facts) => figure(facts.bathrooms, wholeNumber),
  },
  { key: 'floor', group: 'Size and rooms', label: 'Floor', cell: (facts) => label(floorText(facts)) },
  {
    key: 'facing',
    group: 'Size and rooms',
    label: 'Facing',
    cell: (facts) => label(facts.facing && FACING_LABELS[facts.facing]),
  },
  {
    key: 'age',
    group: 'Size and rooms',
    label: 'Age of property',
    cell: (facts) => label(facts.ageOfProperty && AGE_OF_PROPERTY_LABELS[facts.ageOfProperty]),
  },
  {
    key: 'furnishing',
    group: 'Size and rooms',
    label: 'Furnishing',
    cell: (facts) => label(facts.furnishingStatus && FURNISHING_STATUS_LABELS[facts.furnishingStatus]),
  },
  {
    key: 'vastu',
    group: 'Size and rooms',
    label: 'Vastu compliant',
    // A listing that does not claim it has not said it is not: "Not stated", never "No".
    cell: (facts) =>
      facts.vastuCompliant ? { text: 'Yes', known: true, value: null } : { ...NOT_GIVEN, text: 'Not stated' },
  },
];

const amenityRow = (amenity: Amenity): RowSpec => ({
  key: `amenity:${amenity}`,
  group: 'Amenities',
  label: amenity,
  cell: (facts) =>
    facts.amenities.includes(amenity)
      ? { text: 'Yes', known: true, value: null }
      : { text: 'Not listed', known: false, value: null },
});

/** "Sold on 3 Dec", "Rented out on 3 Dec", "No longer available", with the departure it says. */
const departed = (departure: ListingDeparture, today: string): CompareCell => ({
  text: departureNote(departure, today),
  known: true,
  value: null,
  departure,
});

const trustRows = (today: string): RowSpec[] => [
  {
    key: 'availability',
    group: 'Trust',
    label: 'Availability',
    always: true,
    cell: (_facts, listing) =>
      listing.departure
        ? departed(listing.departure, today)
        : label(AVAILABILITY[listing.listingState] ?? null),
    ofDeparted: (listing) => (listing.departure ? departed(listing.departure, today) : NOT_GIVEN),
  },
  {
    key: 'reraNumber',
    group: 'Trust',
    label: 'RERA registration number',
    always: true,
    cell: (facts) => label(facts.reraNumber),
  },
  {
    key: 'verification',
    group: 'Trust',
    label: 'Checks by our team',
    always: true,
    cell: (facts) => ({
      text: verificationText(facts.verificationChecks, today),
      known: facts.verificationChecks.length > 0,
      value: facts.verificationChecks.length,
    }),
  },
];

/** The best cells of a differing figure: the lowest or largest of the known values, when they are not all one. */
function bestOf(spec: RowSpec, cells: CompareCell[], shown: ComparedListing[]): CompareRow['best'] {
  if (!spec.best) return null;
  if (spec.best.samePriceBasis) {
    // A rent and a sale price are not cheaper or dearer than each other.
    const statuses = new Set(shown.map((listing) => listing.facts?.propertyStatus));
    if (statuses.size > 1) return null;
  }
  const values = cells.flatMap((cell, index) => (cell.value === null ? [] : [{ value: cell.value, index }]));
  if (values.length < 2) return null;
  const pick = spec.best.prefer === 'lowest' ? Math.min : Math.max;
  const target = pick(...values.map((entry) => entry.value));
  const indices = values.filter((entry) => entry.value === target).map((entry) => entry.index);
  return indices.length === values.length ? null : { indices, label: spec.best.label };
}

/**
 * The comparison table's rows, in the order shown. A row differs when the listings still shown say different
 * things in it (as the visitor reads them: two prices that round to the same text do not differ); a row no listing
 * says anything in is left out, except the trust rows, where a missing RERA number or check is itself worth seeing.
 * Amenities get a row each, for every amenity at least one listing has.
 */
export function compareRows(listings: readonly ComparedListing[], today: string): CompareRow[] {
  const shown = listings.filter((listing) => listing.facts !== null);
  const amenities = AMENITIES.filter((amenity) =>
    shown.some((listing) => listing.facts!.amenities.includes(amenity)),
  );
  const specs = [...PRICE_ROWS, ...SIZE_ROWS, ...amenities.map(amenityRow), ...trustRows(today)];
  return specs.flatMap((spec) => {
    const cells = listings.map((listing) =>
      listing.facts ? spec.cell(listing.facts, listing) : (spec.ofDeparted?.(listing) ?? NOT_SHOWN),
    );
    const shownCells = cells.filter((_cell, index) => listings[index]!.facts !== null);
    if (!spec.always && !shownCells.some((cell) => cell.known)) return [];
    const differs = shownCells.length > 1 && new Set(shownCells.map((cell) => cell.text)).size > 1;
    const best = differs
      ? bestOf(
          spec,
          cells.map((cell, index) => (listings[index]!.facts ? cell : NOT_SHOWN)),
          shown,
        )
      : null;
    return [{ key: spec.key, group: spec.group, label: spec.label, cells, differs, best }];
  });
}

/** How many rows differ, for the sentence above the table: "7 of 24 rows differ". */
export function differingRowCount(rows: readonly CompareRow[]): number {
  return rows.filter((row) => row.differs).length;
}

/** The page of a comparison: /compare?ids=a,b,c. */

/**
 * The page a shared comparison's link opens, the token in the query as the visit and unsubscribe pages have theirs:
 * the server's router refuses a path segment over 100 characters, and four ids with their signature are about 190.
 */
export const sharedComparePagePath = (token: string) =>
  `/compare/shared?${new URLSearchParams({ token }).toString()}`;
