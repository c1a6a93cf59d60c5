import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** Where the location picker's map images come from, as the site settings name them. */
export type MapTiles = { url: string; attribution: string };

/** The part of GET /api/site this feature reads; a site without a tile server configured leaves it out. */
type SiteMapSettings = { mapTiles?: { url?: unknown; attribution?: unknown } | null };

function mapTilesFrom(site: SiteMapSettings): MapTiles | null {
  const { url, attribution } = site.mapTiles ?? {};
  if (typeof url !== 'string' || url.trim() === '') return null;
  return { url, attribution: typeof attribution === 'string' ? attribution : '' };
}

/**
 * The map tile server, or null when none is configured (the map then shows no tiles: nothing is fetched from
 * a third party the site has not chosen). Shares the site settings' query key and URL, so the one cached answer
 * serves both; the site feature's own hook is not imported because features do not import each other.
 */
export function useMapTiles() {
  return useQuery({
    queryKey: queryKeys.site.settings(),
    queryFn: ({ signal }) => apiClient.get<SiteMapSettings>('/site', { signal }),
    staleTime: 10 * 60 * 1000,
    select: mapTilesFrom,
  });
}
