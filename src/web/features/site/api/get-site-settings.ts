import { queryOptions, useQuery } from '@tanstack/react-query';
import type { publicSiteSettingsSchema, SiteSettings } from '#domain/site-settings';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

// Type-only: the schema itself stays on the server so zod is not shipped to every public page.
export type { SiteSettings };

export function getSiteSettings(signal?: AbortSignal) {
  return apiClient.get<typeof publicSiteSettingsSchema>('/site', { signal });
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.site.settings(),
    queryFn: ({ signal }) => getSiteSettings(signal),
    // Contact details change rarely; one fetch per visit is plenty.
    staleTime: 10 * 60 * 1000,
  });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
