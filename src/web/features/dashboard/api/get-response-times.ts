import { queryOptions, useQuery } from '@tanstack/react-query';
import type { leadResponseTimesSchema } from '#domain/lead-routing';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** Each agent's median first-response time and the leads waiting longest. */
export function getResponseTimes(signal?: AbortSignal) {
  return apiClient.get<typeof leadResponseTimesSchema>('/admin/dashboard/response-times', { signal });
}

export const responseTimesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.responseTimes(),
    queryFn: ({ signal }) => getResponseTimes(signal),
  });

export function useResponseTimes() {
  return useQuery(responseTimesQueryOptions());
}
