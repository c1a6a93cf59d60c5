import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListingSearch } from '#domain/listing-search';
import type { mapAnswerSchema } from '#domain/map-search';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { toSearchParams } from '#domain/listing-search-address';

/** What the map shows: its box ("south,west,north,east") and zoom. */
export type MapView = { bbox: string; zoom: number };

/** Every listing the search finds in the map's box: the search's filters, the box the map shows, its zoom. */
export function useSearchMap(search: ListingSearch, view: MapView | null) {
  const params = toSearchParams({ ...search, page: 1, sort: undefined, pageSize: undefined });
  if (view) {
    params.set('bbox', view.bbox);
    params.set('zoom', String(view.zoom));
  }
  const query = params.toString();
  return useQuery({
    queryKey: queryKeys.properties.map({ query }),
    queryFn: ({ signal }) => apiClient.get<typeof mapAnswerSchema>(`/properties/map?${query}`, { signal }),
    enabled: view !== null,
    // The pins stay while the next ones load, so the map does not blink on every move.
    placeholderData: keepPreviousData,
    meta: { quietErrors: true },
  });
}
