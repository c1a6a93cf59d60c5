import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingSearch } from '#domain/listing-search';
import type { searchSuggestionsSchema } from '#domain/search-suggestion-answer';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { toSearchParams, type ListingFilters } from '#domain/listing-search-address';

/** Up to three searches like this one that find listings, each with its count, for a search that finds none. */
export function getSearchSuggestions(search: ListingSearch, signal?: AbortSignal) {
  return apiClient.get<typeof searchSuggestionsSchema>(`/properties/suggestions?${toSearchParams(search)}`, {
    signal,
  });
}

const filtersOf = ({
  sort: _sort,
  page: _page,
  pageSize: _pageSize,
  ...filters
}: ListingSearch): ListingFilters => filters;

export const searchSuggestionsQueryOptions = (search: ListingSearch) =>
  queryOptions({
    // Sorting and paging do not change what a search finds, so they do not ask again.
    queryKey: queryKeys.properties.searchSuggestions(filtersOf(search)),
    queryFn: ({ signal }) => getSearchSuggestions(search, signal),
    // Suggestions are extra: when they fail, the empty result's own advice stays, with no toast.
    meta: { quietErrors: true },
  });

export function useSearchSuggestions(search: ListingSearch, { enabled }: { enabled: boolean }) {
  return useQuery({ ...searchSuggestionsQueryOptions(search), enabled });
}
