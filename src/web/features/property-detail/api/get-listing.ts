import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyData } from '../../../../domain/property-schema';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ListingPhoto } from '../../../lib/listing-types';

/**
 * A listing as house hunters see it on its property page: every field (null where it does not apply to the
 * listing's type or status) except the commission agreed with the owner, and its photos in order.
 */
export type PublicListing = Omit<PropertyData, 'isCommissionApplicable' | 'commissionPercentage'> & {
  id: string;
  /** ISO timestamp of the first save. */
  createdAt: string;
  /** ISO timestamp of the last save. */
  updatedAt: string;
  /** In display order; the first is the cover. */
  images: Array<ListingPhoto & { position: number }>;
};

export function getListing(id: string, signal?: AbortSignal): Promise<PublicListing> {
  return apiClient
    .get<{ property: PublicListing }>(`/properties/${encodeURIComponent(id)}`, { signal })
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
