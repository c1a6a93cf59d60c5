import { useQuery } from '@tanstack/react-query';
import type { PublicSiteSettings, publicSiteSettingsSchema } from '#domain/site-settings';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** Where the location picker's map images come from, as the site settings name them. */
export type MapTiles = NonNullable<PublicSiteSettings['mapTiles']>;

function mapTilesFrom(site: PublicSiteSettings): MapTiles | null {
  return site.mapTiles && site.mapTiles.url.trim() !== '' ? site.mapTiles : null;
}

/**
 * The map tile server, or null when none is configured (the map then shows no tiles: nothing is fetched from
 * a third party the site has not chosen). Shares the site settings' query key and URL, so the one cached answer
 * serves both; the site feature's own hook is not imported because features do not import each other.
 */
export function useMapTiles() {
  return useQuery({
    queryKey: queryKeys.site.settings(),
    queryFn: ({ signal }) => apiClient.get<typeof publicSiteSettingsSchema>('/site', { signal }),
    staleTime: 10 * 60 * 1000,
    select: mapTilesFrom,
  });
}

/** The street map archive this server serves (MAP_PMTILES), or null; from the same cached site settings. */
export function useStreetMap() {
  return useQuery({
    queryKey: queryKeys.site.settings(),
    queryFn: ({ signal }) => apiClient.get<typeof publicSiteSettingsSchema>('/site', { signal }),
    staleTime: 10 * 60 * 1000,
    select: (site: PublicSiteSettings) => site.streetMap ?? null,
  });
}
