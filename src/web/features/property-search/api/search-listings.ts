import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingSearch, ListingSort } from '../../../../domain/listing-search';
import type {
  FurnishingStatus,
  MainCategory,
  PropertyStatus,
  RentalFrequency,
  SubCategory,
} from '../../../../domain/taxonomy';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { toApiQuery } from '../../../lib/property-search-params';
import type { PhotoVariant } from '../../listings-admin/api/get-admin-listing';

/** One result of the public search, as GET /api/properties sends it: what a listing card shows. */
export type ListingSearchResult = {
  id: string;
  title: string;
  propertyStatus: PropertyStatus;
  rentalFrequency: RentalFrequency | null;
  mainCategory: MainCategory;
  subCategory: SubCategory;
  price: number;
  /** The locality. */
  location: string | null;
  city: string;
  state: string;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
  plotArea: number | null;
  furnishingStatus: FurnishingStatus | null;
  latitude: number | null;
  longitude: number | null;
  isFeatured: boolean;
  /** ISO timestamp of the first save. */
  createdAt: string;
  /** The first photo's renditions, or null for a listing without photos. */
  cover: { width: number; height: number; variants: PhotoVariant[] } | null;
};

export type ListingSearchPage = {
  items: ListingSearchResult[];
  total: number;
  page: number;
  pageSize: number;
  sort: ListingSort;
};

export function searchListings(search: ListingSearch, signal?: AbortSignal): Promise<ListingSearchPage> {
  return apiClient.get<ListingSearchPage>(`/properties?${toApiQuery(search)}`, { signal });
}

export const listingSearchQueryOptions = (search: ListingSearch) =>
  queryOptions({
    queryKey: queryKeys.properties.search(search),
    queryFn: ({ signal }) => searchListings(search, signal),
    // The last results stay on screen while the next ones load, so the grid does not collapse on every change.
    placeholderData: keepPreviousData,
    // The page shows a failure itself, with Try again, so no toast.
    meta: { quietErrors: true },
  });

export function useListingSearch(search: ListingSearch) {
  return useQuery(listingSearchQueryOptions(search));
}
