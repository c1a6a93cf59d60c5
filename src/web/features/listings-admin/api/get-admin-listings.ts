import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MainCategory, PropertyStatus, RentalFrequency, SubCategory } from '../../../../domain/taxonomy';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ListPage } from '../../../lib/rows-changed-in-place';
import { toApiQuery, type AdminListParams } from '../admin-list-params';

/** One row of the admin listings table, as GET /api/admin/properties sends it. */
export type AdminListing = {
  id: string;
  title: string;
  mainCategory: MainCategory;
  subCategory: SubCategory;
  propertyStatus: PropertyStatus;
  price: number;
  rentalFrequency: RentalFrequency | null;
  city: string;
  isFeatured: boolean;
  /** ISO timestamp of the last save. */
  updatedAt: string;
  version: number;
  /** The smallest WebP rendition of the first photo, or null for a listing without photos. */
  cover: { url: string; width: number; height: number } | null;
};

export type AdminListingsPage = ListPage<AdminListing> & { page: number; pageSize: number };

export function getAdminListings(params: AdminListParams, signal?: AbortSignal): Promise<AdminListingsPage> {
  return apiClient.get<AdminListingsPage>(`/admin/properties?${toApiQuery(params)}`, { signal });
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
