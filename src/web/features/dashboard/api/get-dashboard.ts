import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MainCategory, SubCategory } from '../../../../domain/taxonomy';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { AdminCounts } from './get-admin-counts';

export type CategoryCount = {
  mainCategory: MainCategory;
  listings: number;
  subCategories: Array<{ subCategory: SubCategory; listings: number }>;
};

export type BookingsOnDay = { date: string; bookings: number };

export type MostViewedListing = { id: string; title: string; city: string; views: number };

/** One audit log entry; `entityExists` is false for a listing deleted since (null for other entities). */
export type ActivityEntry = {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  title: string | null;
  entityExists: boolean | null;
};

/** Everything /admin shows, as GET /api/admin/dashboard sends it. */
export type DashboardOverview = {
  /** India's calendar day the figures were read on. */
  today: string;
  counts: AdminCounts;
  listingsByCategory: CategoryCount[];
  bookingsPerDay: BookingsOnDay[];
  mostViewed: MostViewedListing[];
  recentActivity: ActivityEntry[];
};

export function getDashboard(signal?: AbortSignal): Promise<DashboardOverview> {
  return apiClient.get<DashboardOverview>('/admin/dashboard', { signal });
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.overview(),
    queryFn: ({ signal }) => getDashboard(signal),
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
