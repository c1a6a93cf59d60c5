import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A span of India calendar days, both ends included (YYYY-MM-DD). */
export type DayRange = { from: string; to: string };

/** New listings this month so far against the same days of last month; no percentage from a zero base. */
export type ListingGrowth = {
  measure: 'new-listings';
  current: number;
  previous: number;
  changePercent: number | null;
  currentPeriod: DayRange;
  previousPeriod: DayRange;
};

/** The figures the admin shell shows on every page, as GET /api/admin/dashboard/counts sends them. */
export type AdminCounts = {
  activeListings: { total: number; forSale: number; forRent: number };
  pendingVisits: number;
  newEnquiries: number;
  listingGrowth: ListingGrowth;
};

export function getAdminCounts(signal?: AbortSignal): Promise<AdminCounts> {
  return apiClient.get<AdminCounts>('/admin/dashboard/counts', { signal });
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
