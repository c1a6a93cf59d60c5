import { queryOptions, useQuery } from '@tanstack/react-query';
import type { dashboardOverviewSchema } from '#domain/dashboard-figures';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** Everything /admin shows. */
export function getDashboard(signal?: AbortSignal) {
  return apiClient.get<typeof dashboardOverviewSchema>('/admin/dashboard', { signal });
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.overview(),
    queryFn: ({ signal }) => getDashboard(signal),
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
