/** GET /api/home: the cards the home page shows and how many listings each way of browsing leads to. */
import { z } from 'zod';
import { listingCardSchema } from './listing-card.js';
import { ALL_SUB_CATEGORIES, MAIN_CATEGORIES, PROPERTY_STATUSES } from './taxonomy.js';

const countsBy = <T extends string>(keys: readonly T[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number()])) as Record<T, z.ZodNumber>);

export const cityCountSchema = z.object({ city: z.string(), state: z.string(), listings: z.number() });
export type CityCount = z.infer<typeof cityCountSchema>;

export const homeOverviewSchema = z.object({
  featured: z.array(listingCardSchema).describe('Up to 8, newest first'),
  newest: z.array(listingCardSchema).describe('Up to 8, newest first'),
  counts: z.object({
    total: z.number(),
    byStatus: countsBy(PROPERTY_STATUSES),
    byCategory: countsBy(MAIN_CATEGORIES),
    bySubCategory: countsBy(ALL_SUB_CATEGORIES),
    cities: z.array(cityCountSchema).describe('Up to 12, the most listings first'),
  }),
});
export type HomeOverview = z.infer<typeof homeOverviewSchema>;
