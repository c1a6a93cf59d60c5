import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MainCategory, PropertyStatus, SubCategory } from '../../../../domain/taxonomy';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ListingSearchResult } from '../../../lib/listing-types';

export type CityCount = { city: string; state: string; listings: number };

/** GET /api/home: the cards the home page shows and how many listings each way of browsing leads to. */
export type HomeOverview = {
  /** Up to 8, newest first. */
  featured: ListingSearchResult[];
  /** Up to 8, newest first. */
  newest: ListingSearchResult[];
  counts: {
    total: number;
    byStatus: Record<PropertyStatus, number>;
    byCategory: Record<MainCategory, number>;
    bySubCategory: Record<SubCategory, number>;
    /** Up to 12, the most listings first. */
    cities: CityCount[];
  };
};

export function getHomeOverview(signal?: AbortSignal): Promise<HomeOverview> {
  return apiClient.get<HomeOverview>('/home', { signal });
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
