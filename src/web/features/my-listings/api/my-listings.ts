/** The signed-in lister's own listings (My listings): the list, and the moves and "Still available" on one. */
import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import type { ListingState } from '#domain/listing-lifecycle';
import type { MyListingList, myListingAnswerSchema, myListingListSchema } from '#domain/my-listings';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export function getMyListings(signal?: AbortSignal): Promise<MyListingList> {
  return apiClient.get<typeof myListingListSchema>('/me/listings', { signal });
}

/** `userId` null (signed out) asks nothing. */
export const myListingsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: queryKeys.myListings.list(userId ?? ''),
    queryFn: userId ? ({ signal }) => getMyListings(signal) : skipToken,
  });

const pathOf = (id: string) => `/me/listings/${encodeURIComponent(id)}`;

type ListingAction =
  | { id: string; version: number; kind: 'move'; to: ListingState }
  | { id: string; version: number; kind: 'confirm' };

/** A move or "Still available" on one of my listings; the answer's refusal is toasted as the server words it. */
export function useMyListingAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ListingAction) =>
      action.kind === 'confirm'
        ? apiClient.post<typeof myListingAnswerSchema>(`${pathOf(action.id)}/confirm`, {
            version: action.version,
          })
        : apiClient.post<typeof myListingAnswerSchema>(`${pathOf(action.id)}/state`, {
            to: action.to,
            version: action.version,
          }),
    onSuccess: ({ listing }, action) => {
      toast.success(
        action.kind === 'confirm'
          ? `“${listing.title}” confirmed as still available`
          : `“${listing.title}” updated`,
        { id: `my-listing-${listing.id}` },
      );
    },
    onError: (error) => toast.error(`Could not change the listing. ${error.message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myListings.list(userId) }),
  });
}
