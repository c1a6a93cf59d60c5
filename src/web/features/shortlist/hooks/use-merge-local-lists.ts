import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-hot-toast';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../auth/api/get-session';
import { mergeRecentlyViewed, mergeShortlist } from '../api/merge-local-lists';
import type { ListingCardList } from '../api/listing-card-list';
import type { ListingIdListStore } from '../listing-id-list-store';
import { localRecentlyViewed, localShortlist } from '../local-lists';

// Per account, so React running the effect twice (StrictMode, a quick remount) sends one merge.
const merging = new Set<string>();

/** Sends one list to the account; only the ids sent leave the browser, once the account holds them. */
async function mergeList(
  queryClient: QueryClient,
  list: ListingIdListStore,
  merge: (ids: readonly string[]) => Promise<ListingCardList>,
  queryKey: readonly unknown[],
) {
  const ids = list.getSnapshot();
  if (ids.length === 0) return;
  const merged = await merge(ids);
  list.remove(...ids);
  // A read of the list that started before the merge must not land on top of the merged answer.
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, merged);
}

async function mergeLocalListsInto(queryClient: QueryClient, userId: string) {
  const results = await Promise.allSettled([
    mergeList(queryClient, localShortlist, mergeShortlist, queryKeys.shortlist.saved(userId)),
    mergeList(
      queryClient,
      localRecentlyViewed,
      mergeRecentlyViewed,
      queryKeys.shortlist.recentlyViewed(userId),
    ),
  ]);
  if (results.some((result) => result.status === 'rejected')) {
    toast.error(
      'Your shortlist from this browser could not be added to your account just now. It is kept here, and HouseHunt will try again the next time you open the site.',
      { id: 'shortlist-merge-failed' },
    );
  }
}

/**
 * After sign-in, moves the shortlist and recently viewed listings kept in this browser onto the account,
 * then clears them here: from then on the account's lists are the ones shown, on every device.
 */
export function useMergeLocalListsIntoAccount(): void {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || merging.has(userId)) return;
    merging.add(userId);
    void mergeLocalListsInto(queryClient, userId).finally(() => merging.delete(userId));
  }, [userId, queryClient]);
}
