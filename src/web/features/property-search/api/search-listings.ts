import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingSearch, ListingSort } from '../../../../domain/listing-search';
import { apiClient } from '../../../lib/api-client';
import type { ListingSearchResult } from '../../../lib/listing-types';
import { queryKeys } from '../../../lib/query-keys';
import { toApiQuery } from '../../../lib/property-search-params';

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
