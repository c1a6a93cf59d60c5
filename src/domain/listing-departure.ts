/**
 * What became of a listing the public no longer sees, as the API answers it (decision 023): sold or rented out on
 * a day, or no longer available. The answers carry it as data, not as a sentence, so each page says it in its own
 * language; the rule that decides it is `listingDeparture` in listing-lifecycle.ts, which imports only the type.
 */
import { z } from 'zod';

export const LISTING_DEPARTURE_KINDS = ['sold', 'rented', 'unavailable'] as const;

// One object rather than a union of two: OpenAPI 3.0 cannot say "this union, or null" without losing its type.
export const listingDepartureSchema = z
  .object({
    kind: z
      .enum(LISTING_DEPARTURE_KINDS)
      .describe(
        'sold, rented (out), or unavailable: archived, made a draft again, or closed on no recorded day',
      ),
    on: z.iso
      .date()
      .nullable()
      .describe('The day it was sold or rented out (YYYY-MM-DD, India calendar); null when unavailable'),
  })
  .refine((departure) => (departure.kind === 'unavailable') === (departure.on === null), {
    error: 'A sale or a let has its day, and only they have one',
  })
  .describe(
    'What became of a listing the public no longer sees, shown as "Sold on 3 Dec", "Rented out on 3 Dec" or "No longer available" in the page’s language',
  );
export type ListingDeparture = z.infer<typeof listingDepartureSchema>;
