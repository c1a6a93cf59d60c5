import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import type { ListingCardList } from '#domain/listing-card';

export function clearRecentlyViewed(): Promise<void> {
  return apiClient.delete('/me/recently-viewed');
}

/** Empties the signed-in visitor's recently viewed list at once, putting it back if the server refuses. */
export function useClearRecentlyViewed(userId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.shortlist.recentlyViewed(userId);
  return useMutation({
    mutationFn: clearRecentlyViewed,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<ListingCardList>(queryKey);
      queryClient.setQueryData<ListingCardList>(queryKey, { items: [] });
      return { before };
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      toast.error(`Could not clear your recently viewed listings. ${error.message}`, {
        id: 'recently-viewed-cleared',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
