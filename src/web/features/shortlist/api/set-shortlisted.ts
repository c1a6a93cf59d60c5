import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export type SetShortlistedInput = { listingId: string; shortlisted: boolean };

/** Adds a listing to the signed-in visitor's shortlist, or takes it off; both are safe to repeat. */
export function setShortlisted({ listingId, shortlisted }: SetShortlistedInput): Promise<void> {
  const path = `/me/shortlist/${encodeURIComponent(listingId)}`;
  return shortlisted ? apiClient.put(path) : apiClient.delete(path);
}

const SET_SHORTLISTED = ['shortlist', 'set'] as const;

/**
 * Shortlists or un-shortlists one listing on the account. Changes to the same listing go one after another,
 * so a quick double tap ends in the state of the last tap. While a change is in flight every heart shows
 * it (see usePendingShortlistChanges); a failure drops it from view again and says why.
 */
export function useSetShortlisted(userId: string, listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SET_SHORTLISTED,
    mutationFn: setShortlisted,
    scope: { id: `shortlist:${listingId}` },
    onSuccess: (_result, { shortlisted }) => {
      toast.success(shortlisted ? 'Added to your shortlist' : 'Removed from your shortlist', {
        id: 'shortlist-changed',
      });
    },
    onError: (error, { shortlisted }) => {
      toast.error(
        shortlisted
          ? `Could not add this listing to your shortlist. ${error.message}`
          : `Could not remove this listing from your shortlist. ${error.message}`,
        { id: 'shortlist-changed' },
      );
    },
    // Still pending until the list is fresh, so the heart never flickers back in between.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.shortlist.saved(userId) }),
  });
}

/** Shortlist changes sent and not yet settled, oldest first: the optimistic view over the account's list. */
export function usePendingShortlistChanges(): SetShortlistedInput[] {
  return useMutationState({
    filters: { mutationKey: SET_SHORTLISTED, status: 'pending' },
    select: (mutation) => mutation.state.variables as SetShortlistedInput,
  });
}
