import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import type { ListingCardList, listingCardListSchema } from '#domain/listing-card';

/** The signed-in visitor's shortlist, newest first. */
export function getShortlist(signal?: AbortSignal): Promise<ListingCardList> {
  return apiClient.get<typeof listingCardListSchema>('/me/shortlist', { signal });
}

/** `userId` null (signed out) asks nothing: the shortlist is then the one kept in this browser. */
export const shortlistQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.shortlist.saved(userId ?? ''),
    queryFn: userId ? ({ signal }) => getShortlist(signal) : skipToken,
    // Hearts on every card read this; the shortlist page shows a failure itself.
    meta: { quietErrors: true },
  });
