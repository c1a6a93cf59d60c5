import { queryOptions, useQuery } from '@tanstack/react-query';
import type { publicVerificationRecordSchema } from '#domain/verification-record';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** The listing's verification record: the checks done and not, the badge, and what visitors said. */
export const listingVerificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.properties.verification(id),
    queryFn: ({ signal }) =>
      apiClient.get<typeof publicVerificationRecordSchema>(
        `/properties/${encodeURIComponent(id)}/verification`,
        {
          signal,
        },
      ),
    // The panel says itself that the record could not be loaded; the page around it is what matters.
    meta: { quietErrors: true },
  });

export function useListingVerification(id: string) {
  return useQuery(listingVerificationQueryOptions(id));
}
