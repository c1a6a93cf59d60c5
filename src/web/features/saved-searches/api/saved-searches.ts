/** The signed-in person's saved searches: the list, and saving, changing and deleting one. */
import { t } from '@lingui/core/macro';
import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
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
    onSuccess: ({ savedSearch: { name } }) => {
      toast.success(t`Search saved as “${name}”`, { id: 'saved-search' });
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
      const { name } = savedSearch;
      const message = change.search
        ? t`Updated the criteria of “${name}”`
        : change.frequency === 'off'
          ? t`Alerts paused for “${name}”`
          : change.frequency
            ? t`Alerts on for “${name}”`
            : t`Renamed to “${name}”`;
      toast.success(message, { id: `saved-search-${savedSearch.id}` });
    },
    onError: ({ message }) => toast.error(t`Could not change the saved search. ${message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.list(userId) }),
  });
}

export function useDeleteSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => apiClient.delete(pathOf(id)),
    onSuccess: (_answer, { name }) => toast.success(t`Deleted “${name}”`),
    onError: ({ message }) => toast.error(t`Could not delete the saved search. ${message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.list(userId) }),
  });
}
