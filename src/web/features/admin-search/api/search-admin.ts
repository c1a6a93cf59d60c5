import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminSearchResultsSchema } from '#domain/admin-search-results';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** The server searches text of 2 to 100 characters (after trimming). */
export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 100;

export function searchAdmin(text: string, signal?: AbortSignal) {
  return apiClient.get<typeof adminSearchResultsSchema>(`/admin/search?${new URLSearchParams({ q: text })}`, {
    signal,
  });
}

export const adminSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: queryKeys.adminSearch.results(text),
    queryFn: ({ signal }) => searchAdmin(text, signal),
    // The panel says when a search fails; a toast per keystroke would be noise.
    meta: { quietErrors: true },
  });

/** Results for `text` once it is long enough; while the next search runs, the last results stay on show. */
export function useAdminSearch(text: string) {
  return useQuery({
    ...adminSearchQueryOptions(text),
    enabled: text.length >= SEARCH_TEXT_MIN,
    placeholderData: keepPreviousData,
  });
}
