import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicListing, publicListingAnswerSchema } from '#domain/listing-record';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export type { PublicListing } from '#domain/listing-record';

/**
 * A listing as house hunters see it on its property page: every field (null where it does not apply to the
 * listing's type or status) except the commission agreed with the owner, and its photos in order.
 */
export function getListing(id: string, signal?: AbortSignal): Promise<PublicListing> {
  return apiClient
    .get<typeof publicListingAnswerSchema>(`/properties/${encodeURIComponent(id)}`, { signal })
    .then(({ property }) => property);
}

export const listingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.properties.detail(id),
    queryFn: ({ signal }) => getListing(id, signal),
    // The property page shows every failure itself (not found, or a message with Try again), so no toast.
    meta: { quietErrors: true },
  });

export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}
