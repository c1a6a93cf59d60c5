import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type SetFeaturedInput = { id: string; isFeatured: boolean };
export type SetFeaturedResult = { isFeatured: boolean; updatedAt: string; version: number };

export function setFeatured({ id, isFeatured }: SetFeaturedInput): Promise<SetFeaturedResult> {
  return apiClient.patch<SetFeaturedResult>(`/admin/properties/${encodeURIComponent(id)}/featured`, {
    isFeatured,
  });
}

/**
 * Marks or unmarks a listing as featured, from the listings table or the edit screen, and refreshes
 * both. The toasts are the spec's own words (§8).
 */
export function useSetFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeatured,
    onSuccess: (result, { id }) => {
      toast.success(result.isFeatured ? 'Property marked as Featured!' : 'Property unmarked as Featured.');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.properties.adminLists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.properties.adminDetail(id) }),
      ]);
    },
    onError: () => {
      toast.error('Failed to update featured status');
    },
  });
}
