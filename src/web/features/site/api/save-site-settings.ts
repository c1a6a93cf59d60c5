import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditableSiteSettings, editableSiteSettingsSchema, SiteSettings } from '#domain/site-settings';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export function saveSiteSettings(settings: SiteSettings, version: number) {
  return apiClient.put<typeof editableSiteSettingsSchema>('/admin/settings/site', { ...settings, version });
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ settings, version }: EditableSiteSettings) => saveSiteSettings(settings, version),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.settings.site(), saved);
      // The public pages (and the search's page size) read the site settings: refresh them in this tab.
      void queryClient.invalidateQueries({ queryKey: queryKeys.site.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.properties.all });
    },
  });
}
