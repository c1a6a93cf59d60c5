import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminCountsSchema } from '#domain/dashboard-figures';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** The figures the admin shell shows on every page. */
export function getAdminCounts(signal?: AbortSignal) {
  return apiClient.get<typeof adminCountsSchema>('/admin/dashboard/counts', { signal });
}

/** A minute's polling keeps the badges honest while the portal stays open; a focus or a change refreshes sooner. */
const COUNTS_REFRESH_MS = 60_000;

export const adminCountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.counts(),
    queryFn: ({ signal }) => getAdminCounts(signal),
    refetchInterval: COUNTS_REFRESH_MS,
    // The shell shows a dash when the counts cannot be read; a toast on every admin page would only nag.
    meta: { quietErrors: true },
  });

/** `enabled` is false once the session is no admin's: a poll then would only meet a 401. */
export function useAdminCounts({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminCountsQueryOptions(), enabled });
}
