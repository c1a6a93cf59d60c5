import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import type { ListingCard, listingCardListSchema } from '#domain/listing-card';

/** Up to six listings to compare with this one, as cards: same sale or rent and category, nearest first. */
export function getSimilarListings(id: string, signal?: AbortSignal): Promise<ListingCard[]> {
  return apiClient
    .get<typeof listingCardListSchema>(`/properties/${encodeURIComponent(id)}/similar`, { signal })
    .then(({ items }) => items);
}

export const similarListingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.properties.similar(id),
    queryFn: ({ signal }) => getSimilarListings(id, signal),
    // Suggestions are extra: when they fail the row is left out, with no toast over the listing.
    meta: { quietErrors: true },
  });

export function useSimilarListings(id: string) {
  return useQuery(similarListingsQueryOptions(id));
}
