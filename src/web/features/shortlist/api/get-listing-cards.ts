import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import type { ListingCardList, listingCardListSchema } from '#domain/listing-card';

/** Cards for the listings named, in that order; listings removed from HouseHunt are left out. */
export function getListingCards(ids: readonly string[], signal?: AbortSignal): Promise<ListingCardList> {
  return apiClient.get<typeof listingCardListSchema>(
    `/properties/cards?ids=${ids.map(encodeURIComponent).join(',')}`,
    {
      signal,
    },
  );
}

/** For a signed-out visitor's lists; an empty list asks the server nothing. */
export const listingCardsQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.shortlist.cards(ids),
    queryFn: ids.length > 0 ? ({ signal }) => getListingCards(ids, signal) : skipToken,
    // After a removal the cards already shown stay while the shorter list loads; the page filters them.
    placeholderData: keepPreviousData,
    // The page shows a failure itself, with Try again.
    meta: { quietErrors: true },
  });
