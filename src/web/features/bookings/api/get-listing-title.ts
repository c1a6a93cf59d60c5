import { useQuery } from '@tanstack/react-query';
import type { listingAnswerSchema } from '#domain/listing-record';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** The title of a listing, for the "Listing" filter chip when none of the bookings on screen names it. */
export function useListingTitle(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.bookings.listingTitle(id ?? ''),
    queryFn: ({ signal }) =>
      apiClient
        .get<typeof listingAnswerSchema>(`/admin/properties/${encodeURIComponent(id ?? '')}`, { signal })
        .then(({ property }) => property.title),
    enabled: enabled && id !== undefined,
    // A deleted listing has no title to fetch: the chip says so instead of an error toast.
    meta: { quietErrors: true },
    retry: false,
    staleTime: Infinity,
  });
}
