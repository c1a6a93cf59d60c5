import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocalityInsights, localityInsightsSchema } from '#domain/locality-insights-answer';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** A locality's price figures (a city's as a whole when `locality` is ''); 404 when it has no live listing. */
export function getLocalityInsights(
  city: string,
  locality: string,
  signal?: AbortSignal,
): Promise<LocalityInsights> {
  const path = locality
    ? `/localities/${encodeURIComponent(city)}/${encodeURIComponent(locality)}`
    : `/localities/${encodeURIComponent(city)}`;
  return apiClient.get<typeof localityInsightsSchema>(path, { signal });
}

export const localityInsightsQueryOptions = (city: string, locality: string) =>
  queryOptions({
    // Under properties, so whatever refreshes listings refreshes the figures; kept here rather than in
    // lib/query-keys.ts, which the search page loads first and which has no room left in its budget.
    queryKey: [...queryKeys.properties.all, 'locality', city, locality] as const,
    queryFn: ({ signal }) => getLocalityInsights(city, locality, signal),
    // The page shows "not found" and failures itself.
    meta: { quietErrors: true },
  });

export function useLocalityInsights(city: string, locality: string) {
  return useQuery(localityInsightsQueryOptions(city, locality));
}
