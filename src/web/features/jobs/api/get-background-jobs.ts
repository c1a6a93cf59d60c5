import { queryOptions, useQuery } from '@tanstack/react-query';
import type { backgroundJobsSchema } from '#domain/background-jobs';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export function getBackgroundJobs(signal?: AbortSignal) {
  return apiClient.get<typeof backgroundJobsSchema>('/admin/jobs', { signal });
}

export const backgroundJobsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings.jobs(),
    queryFn: ({ signal }) => getBackgroundJobs(signal),
    // Jobs move on their own: a job started or retried here shows its outcome without a reload.
    refetchInterval: 5_000,
    // The section shows a failure itself, with Try again.
    meta: { quietErrors: true },
  });

export function useBackgroundJobs() {
  return useQuery(backgroundJobsQueryOptions());
}
