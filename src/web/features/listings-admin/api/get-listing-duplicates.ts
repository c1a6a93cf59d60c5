import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingDuplicates, listingDuplicatesSchema } from '#domain/listing-duplicates';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export function getListingDuplicates(id: string, signal?: AbortSignal): Promise<ListingDuplicates> {
  return apiClient.get<typeof listingDuplicatesSchema>(
    `/admin/properties/${encodeURIComponent(id)}/duplicates`,
    { signal },
  );
}

export const listingDuplicatesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.properties.duplicates(id),
    queryFn: ({ signal }) => getListingDuplicates(id, signal),
    // A warning beside the form: when it cannot be read, the form works as before, without a toast.
    meta: { quietErrors: true },
  });

export function useListingDuplicates(id: string) {
  return useQuery(listingDuplicatesQueryOptions(id));
}
