/** The locality insights API's address and answer (locality-insights.ts holds the rules). */
import { z } from 'zod';
import { MIN_LISTINGS_FOR_INSIGHT, PLACE_SLUG_MAX_LENGTH, PLACE_SLUG_PATTERN } from './locality-insights.js';
import { ALL_SUB_CATEGORIES, PROPERTY_STATUSES } from './taxonomy.js';

const placeSlug = (what: string) =>
  z
    .string()
    .max(PLACE_SLUG_MAX_LENGTH, `A ${what} in an address has at most ${PLACE_SLUG_MAX_LENGTH} characters`)
    .regex(PLACE_SLUG_PATTERN, `Write the ${what} in lower case, with hyphens between words`);

/** GET /api/localities/:city: a city as a whole. */
export const cityInsightsParamsSchema = z.object({ city: placeSlug('city') });
/** GET /api/localities/:city/:locality. */
export const localityInsightsParamsSchema = z.object({
  city: placeSlug('city'),
  locality: placeSlug('locality'),
});

const quarterDay = z.string().describe('The first day of a quarter in India, YYYY-MM-DD');

export const localityFigureSchema = z.object({
  propertyStatus: z.enum(PROPERTY_STATUSES),
  subCategory: z.enum(ALL_SUB_CATEGORIES),
  bedrooms: z.number().int().nullable().describe('BHK; 0 a studio or 1 RK; null for types without bedrooms'),
  medianPricePerSqFt: z
    .number()
    .describe('Median rupees per sq.ft of the total area (per month for rent) of the live listings'),
  listings: z
    .number()
    .int()
    .describe(`How many live listings the median is of (at least ${MIN_LISTINGS_FOR_INSIGHT})`),
  firstListedAt: z.string().describe('ISO instant the earliest of them went live'),
  lastListedAt: z.string().describe('ISO instant the latest of them went live'),
  currentQuarterMedian: z
    .number()
    .nullable()
    .describe(`Median of those listed this quarter; null with fewer than ${MIN_LISTINGS_FOR_INSIGHT}`),
  previousQuarterMedian: z
    .number()
    .nullable()
    .describe(`Median of those listed last quarter; null with fewer than ${MIN_LISTINGS_FOR_INSIGHT}`),
  quarterChangePercent: z
    .number()
    .nullable()
    .describe('Change from last quarter to this one, in percent to one decimal; null without both'),
});
export type LocalityFigure = z.infer<typeof localityFigureSchema>;

export const localityInsightsSchema = z.object({
  city: z.string().describe('The city as most of its listings spell it'),
  locality: z.string().nullable().describe('The locality as most of its listings spell it; null for a city'),
  citySlug: z.string(),
  localitySlug: z.string().nullable(),
  listings: z.number().int().describe('Live listings in the place, of every type'),
  minimumListings: z.number().int().describe('How many listings alike a figure needs before it is shown'),
  currentQuarter: quarterDay,
  previousQuarter: quarterDay,
  figures: z
    .array(localityFigureSchema)
    .describe('Sale, then rent; by type and BHK; only groups with enough listings'),
});
export type LocalityInsights = z.infer<typeof localityInsightsSchema>;

/** The property page's line: the listing beside the median of the listings like it; null without enough of them. */
export const localityComparisonSchema = z
  .object({
    percentFromMedian: z.number().int(),
    medianPricePerSqFt: z.number(),
    listings: z.number().int(),
    firstListedAt: z.string(),
    lastListedAt: z.string(),
    propertyStatus: z.enum(PROPERTY_STATUSES),
    subCategory: z.enum(ALL_SUB_CATEGORIES),
    bedrooms: z.number().int(),
    placeName: z.string(),
    path: z.string().describe('The locality (or city) page'),
  })
  .nullable();
