/** The signed-in person's saved searches: the list, and saving, changing and deleting one. */
import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import type {
  SavedSearchCreate,
  SavedSearchList,
  SavedSearchUpdate,
  savedSearchAnswerSchema,
  savedSearchListSchema,
} from '#domain/saved-search';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export function getSavedSearches(signal?: AbortSignal): Promise<SavedSearchList> {
  return apiClient.get<typeof savedSearchListSchema>('/me/saved-searches', { signal });
}

/** `userId` null (signed out) asks nothing. */
export const savedSearchesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.savedSearches.list(userId ?? ''),
    queryFn: userId ? ({ signal }) => getSavedSearches(signal) : skipToken,
  });

const pathOf = (id: string) => `/me/saved-searches/${encodeURIComponent(id)}`;

/** Saves a search; the form says what the server refused (the caller shows it), a success is toasted here. */
export function useCreateSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedSearchCreate) =>
      apiClient.post<typeof savedSearchAnswerSchema>('/me/saved-searches', body),
    onSuccess: ({ savedSearch }) => {
      toast.success(`Search saved as “${savedSearch.name}”`, { id: 'saved-search' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.list(userId) }),
  });
}

export function useUpdateSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: SavedSearchUpdate & { id: string }) =>
      apiClient.patch<typeof savedSearchAnswerSchema>(pathOf(id), change),
    onSuccess: ({ savedSearch }, change) => {
      const message = change.search
        ? `Updated the criteria of “${savedSearch.name}”`
        : change.frequency === 'off'
          ? `Alerts paused for “${savedSearch.name}”`
          : change.frequency
            ? `Alerts on for “${savedSearch.name}”`
            : `Renamed to “${savedSearch.name}”`;
      toast.success(message, { id: `saved-search-${savedSearch.id}` });
    },
    onError: (error) => toast.error(`Could not change the saved search. ${error.message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.list(userId) }),
  });
}

export function useDeleteSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => apiClient.delete(pathOf(id)),
    onSuccess: (_answer, { name }) => toast.success(`Deleted “${name}”`),
    onError: (error) => toast.error(`Could not delete the saved search. ${error.message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.list(userId) }),
  });
}
