import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyData } from '../../../../domain/property-schema';
import { apiClient } from '../../../lib/api-client';
import type { ListingPhoto } from '../../../lib/listing-types';
import { queryKeys } from '../../../lib/query-keys';

/** A listing as the edit screen reads it: every field (null where it does not apply) and its photos in order. */
export type Listing = PropertyData & {
  id: string;
  /** Which save this is; the next save names it so it cannot overwrite someone else's newer save. */
  version: number;
  createdAt: string;
  updatedAt: string;
  /** In display order; the first is the cover. */
  images: Array<ListingPhoto & { position: number }>;
};

export function getAdminListing(id: string, signal?: AbortSignal): Promise<Listing> {
  return apiClient
    .get<{ property: Listing }>(`/admin/properties/${encodeURIComponent(id)}`, { signal })
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
