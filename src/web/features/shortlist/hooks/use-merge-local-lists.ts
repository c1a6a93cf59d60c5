import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '#web/lib/toast';
import { SHORTLIST_LIMITS } from '#domain/shortlist';
import { queryKeys } from '#web/lib/query-keys';
import { useSession } from '#web/lib/session';
import { mergeRecentlyViewed, mergeShortlist } from '#web/features/shortlist/api/merge-local-lists';
import type { ListingCardList } from '#domain/listing-card';
import type { ListingIdListStore } from '#web/features/shortlist/stores/listing-id-list-store';
import { localRecentlyViewed, localShortlist } from '#web/features/shortlist/stores/local-lists';
import { shortlistMergeShortfall } from '#web/features/shortlist/utils/shortlist-merge-shortfall';

// Per account, so React running the effect twice (StrictMode, a quick remount) sends one merge.
const merging = new Set<string>();

/**
 * Sends one list to the account; only the ids sent leave the browser, once the account has answered.
 * Answers the ids sent and the account's list after the merge.
 */
async function mergeList(
  queryClient: QueryClient,
  list: ListingIdListStore,
  merge: (ids: readonly string[]) => Promise<ListingCardList>,
  queryKey: readonly unknown[],
) {
  const ids = list.getSnapshot();
  if (ids.length === 0) return null;
  const merged = await merge(ids);
  list.remove(...ids);
  // A read of the list that started before the merge must not land on top of the merged answer.
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, merged);
  return { sent: ids, merged: merged.items.map((card) => card.id) };
}

/** The account's shortlist was too full for some of this browser's: they are gone from here, so say so. */
function reportShortfall(merge: Awaited<ReturnType<typeof mergeList>>) {
  if (!merge) return;
  const left = shortlistMergeShortfall(merge.sent, merge.merged, SHORTLIST_LIMITS.maxShortlisted);
  if (left === 0) return;
  toast.error(
    `Your account’s shortlist is full (${SHORTLIST_LIMITS.maxShortlisted} listings), so ${left} ${
      left === 1 ? 'listing' : 'listings'
    } you shortlisted in this browser could not be added. Remove some to make room, then shortlist them again.`,
    { id: 'shortlist-merge-full', duration: 10_000 },
  );
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
  const [shortlist] = results;
  if (shortlist.status === 'fulfilled') reportShortfall(shortlist.value);
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
