/** The price benchmark's query and answer (price-benchmark.ts holds the rules that use it). */
import { z } from 'zod';
import { ALL_SUB_CATEGORIES, CITY_MAX_LENGTH, PROPERTY_STATUSES } from './taxonomy.js';

/** GET /api/admin/properties/price-benchmark: the listings like the one being edited. */
export const priceBenchmarkQuerySchema = z.object({
  city: z
    .string({ error: 'Enter the city' })
    .trim()
    .min(1, 'Enter the city')
    .max(CITY_MAX_LENGTH, `A city has at most ${CITY_MAX_LENGTH} characters`),
  subCategory: z.enum(ALL_SUB_CATEGORIES, { error: 'Not a subcategory HouseHunt lists' }),
  propertyStatus: z.enum(PROPERTY_STATUSES, { error: 'propertyStatus must be sale or rent' }),
  /** The listing being edited, left out so its own price does not make the usual price. */
  excluding: z.uuid({ error: 'excluding must be a listing id' }).optional(),
});
export type PriceBenchmarkQuery = z.infer<typeof priceBenchmarkQuerySchema>;

export const priceBenchmarkSchema = z.object({
  medianPricePerSqFt: z
    .number()
    .nullable()
    .describe(
      'Median rupees per sq.ft (per month for rent) of the other listings; null with fewer than MIN_LISTINGS_FOR_BENCHMARK',
    ),
  listings: z.number().int().describe('How many listings the median is of'),
});
export type PriceBenchmark = z.infer<typeof priceBenchmarkSchema>;
