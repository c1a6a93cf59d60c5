import { queryOptions, useQuery } from '@tanstack/react-query';
import type { homeOverviewSchema } from '#domain/home-overview';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** GET /api/home: the cards the home page shows and how many listings each way of browsing leads to. */
export function getHomeOverview(signal?: AbortSignal) {
  return apiClient.get<typeof homeOverviewSchema>('/home', { signal });
}

export const homeOverviewQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.properties.home(),
    queryFn: ({ signal }) => getHomeOverview(signal),
    // The page shows a failure itself, with Try again, so no toast.
    meta: { quietErrors: true },
  });

export function useHomeOverview() {
  return useQuery(homeOverviewQueryOptions());
}
