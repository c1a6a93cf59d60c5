import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Public site details managed from the admin settings: shown in the footer and on the contact page. */
export type SiteSettings = {
  siteName: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  social: {
    facebook?: string;
    instagram?: string;
    twitter?: string;
    linkedin?: string;
    youtube?: string;
  };
  listingsPerPage: number;
};

export function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return apiClient.get<SiteSettings>('/site', { signal });
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
