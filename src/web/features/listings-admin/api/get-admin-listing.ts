import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminListingRecord, adminListingAnswerSchema } from '#domain/listing-record';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export type { PhotoVariant } from '#domain/listing-card';
export type { AdminListingRecord, Listing, ListingPhoto } from '#domain/listing-record';

export function getAdminListing(id: string, signal?: AbortSignal): Promise<AdminListingRecord> {
  return apiClient
    .get<typeof adminListingAnswerSchema>(`/admin/properties/${encodeURIComponent(id)}`, { signal })
    .then(({ property }) => property);
}

export const adminListingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.properties.adminDetail(id),
    queryFn: ({ signal }) => getAdminListing(id, signal),
    // The edit screen tells the admin what went wrong in its own words (spec §8) and leaves.
    meta: { quietErrors: true },
  });

export function useAdminListing(id: string) {
  return useQuery(adminListingQueryOptions(id));
}
