import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminListingPageSchema } from '#domain/listing-record';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { toApiQuery, type AdminListParams } from '#web/features/listings-admin/utils/admin-list-params';

export type { AdminListing, AdminListingsPage } from '#domain/listing-record';

/** One page of the admin listings table. */
export function getAdminListings(params: AdminListParams, signal?: AbortSignal) {
  return apiClient.get<typeof adminListingPageSchema>(`/admin/properties?${toApiQuery(params)}`, { signal });
}

export const adminListingsQueryOptions = (params: AdminListParams) =>
  queryOptions({
    queryKey: queryKeys.properties.adminList(params),
    queryFn: ({ signal }) => getAdminListings(params, signal),
    // The old page stays on screen while the next one loads, so the table does not collapse on every click.
    placeholderData: keepPreviousData,
  });

export function useAdminListings(params: AdminListParams) {
  return useQuery(adminListingsQueryOptions(params));
}
