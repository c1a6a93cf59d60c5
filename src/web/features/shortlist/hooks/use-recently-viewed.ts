import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '#web/lib/query-keys';
import { useSession } from '#web/lib/session';
import { useClearRecentlyViewed } from '#web/features/shortlist/api/clear-recently-viewed';
import { listingCardsQueryOptions } from '#web/features/shortlist/api/get-listing-cards';
import { recentlyViewedQueryOptions } from '#web/features/shortlist/api/get-recently-viewed';
import { recordRecentlyViewed } from '#web/features/shortlist/api/record-recently-viewed';
import { localRecentlyViewed, useLocalListingIds } from '#web/features/shortlist/stores/local-lists';
import { cardsInOrder, useForgetRemovedListings, type ListingCardsState } from './listing-cards-state';

/** Notes that the visitor opened this listing: on their account when signed in, else in this browser. */
export function useRecordRecentlyViewed(listingId: string): void {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) {
      localRecentlyViewed.bringToFront(listingId);
      return;
    }
    recordRecentlyViewed(listingId).then(
      () => queryClient.invalidateQueries({ queryKey: queryKeys.shortlist.recentlyViewed(userId) }),
      // Missing one entry of the history is not worth interrupting the visitor for.
      () => undefined,
    );
  }, [listingId, userId, queryClient]);
}

/** The listings the visitor opened last as cards, latest first, and the way to clear them. */
export function useRecentlyViewed(): ListingCardsState & { clear: () => void; clearing: boolean } {
  const { user } = useSession();
  const saved = useQuery(recentlyViewedQueryOptions(user?.id ?? null));
  const localIds = useLocalListingIds(localRecentlyViewed);
  const local = useQuery(listingCardsQueryOptions(user ? [] : localIds));
  useForgetRemovedListings(localRecentlyViewed, user ? [] : localIds, local);
  const clearOnAccount = useClearRecentlyViewed(user?.id ?? '');

  const state = user
    ? cardsInOrder(saved.data ? saved.data.items.map((card) => card.id) : null, saved)
    : cardsInOrder(localIds, local);
  return {
    ...state,
    clear: () => (user ? clearOnAccount.mutate() : localRecentlyViewed.clear()),
    clearing: clearOnAccount.isPending,
  };
}
