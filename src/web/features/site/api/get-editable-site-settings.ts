import { queryOptions, useQuery } from '@tanstack/react-query';
import type { editableSiteSettingsSchema } from '#domain/site-settings';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
export type { EditableSiteSettings } from '#domain/site-settings';

/** The settings as saved, and the version a save must name so it never undoes someone else's. */
export function getEditableSiteSettings(signal?: AbortSignal) {
  return apiClient.get<typeof editableSiteSettingsSchema>('/admin/settings/site', { signal });
}

export const editableSiteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings.site(),
    queryFn: ({ signal }) => getEditableSiteSettings(signal),
    // The form keeps what the admin typed; a background refetch must not swap the version under it.
    refetchOnWindowFocus: false,
  });

export function useEditableSiteSettings() {
  return useQuery(editableSiteSettingsQueryOptions());
}
