/** The price history as the API answers it (price-history.ts holds the rules that build it). */
import { z } from 'zod';

/** GET /api/properties/:id/price-history. */
export const priceHistorySchema = z.object({
  priceReducedAt: z
    .string()
    .nullable()
    .describe('ISO time of the last drop not followed by a rise; the badge shows for 14 days after it'),
  entries: z
    .array(
      z.object({
        at: z.string().describe('ISO time: when listed, then when each change was saved'),
        price: z.number().describe('The price from then on'),
        previousPrice: z
          .number()
          .nullable()
          .describe('The price before; null for the first entry, the listing'),
      }),
    )
    .describe('Oldest first: the price it was listed at, then every change'),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
