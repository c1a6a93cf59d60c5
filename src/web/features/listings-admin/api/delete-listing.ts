import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { refreshAfterListingWrite } from './listing-writes';

export type DeleteListingInput = {
  id: string;
  /** Cancel the visits booked to it from today on, and mail the visitors. */
  cancelVisits?: boolean;
};

export function deleteListing({ id, cancelVisits = false }: DeleteListingInput): Promise<void> {
  const query = cancelVisits ? '?cancelVisits=true' : '';
  return apiClient.delete(`/admin/properties/${encodeURIComponent(id)}${query}`);
}

/** Deletes a listing for good (its photos go with it); a failure toasts the server's reason. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_result, { id }) => {
      toast.success('Property deleted');
      queryClient.removeQueries({ queryKey: queryKeys.properties.adminDetail(id) });
    },
    onError: (error) => {
      toast.error(error.message);
    },
    // Also after a failure: "Property not found" means someone else deleted it, and the list should show that.
    // Not awaited, so the caller can close its dialog while the list refreshes.
    onSettled: () => {
      void refreshAfterListingWrite(queryClient, { lists: 'read-again' });
    },
  });
}
