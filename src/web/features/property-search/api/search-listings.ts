import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { listingSearchPageSchema } from '#domain/listing-card';
import type { ListingSearch } from '#domain/listing-search';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { toApiQuery } from '#domain/listing-search-address';

export function searchListings(search: ListingSearch, signal?: AbortSignal) {
  return apiClient.get<typeof listingSearchPageSchema>(`/properties?${toApiQuery(search)}`, { signal });
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
