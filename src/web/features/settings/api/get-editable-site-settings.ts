import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '../../../../domain/site-settings';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The settings as saved, and the version a save must name so it never undoes someone else's (0: never saved). */
export type EditableSiteSettings = { settings: SiteSettings; version: number };

export function getEditableSiteSettings(signal?: AbortSignal): Promise<EditableSiteSettings> {
  return apiClient.get<EditableSiteSettings>('/admin/settings/site', { signal });
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
