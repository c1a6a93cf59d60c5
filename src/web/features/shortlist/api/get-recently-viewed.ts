import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import type { ListingCardList, listingCardListSchema } from '#domain/listing-card';

/** The listings the signed-in visitor opened last, latest first. */
export function getRecentlyViewed(signal?: AbortSignal): Promise<ListingCardList> {
  return apiClient.get<typeof listingCardListSchema>('/me/recently-viewed', { signal });
}

export const recentlyViewedQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.shortlist.recentlyViewed(userId ?? ''),
    queryFn: userId ? ({ signal }) => getRecentlyViewed(signal) : skipToken,
    // The shortlist page shows a failure itself, with Try again.
    meta: { quietErrors: true },
  });
