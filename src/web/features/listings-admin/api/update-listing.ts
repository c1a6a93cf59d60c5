import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import type { PropertyInput } from '#domain/property-schema';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import type { AdminListingRecord, adminListingAnswerSchema } from '#domain/listing-record';
import { refreshAfterListingWrite } from './listing-writes';

export type UpdateListingInput = {
  id: string;
  /** The version the admin edited; the server answers 409 when someone saved a newer one meanwhile. */
  version: number;
  property: PropertyInput;
  /** The photos to keep and the new uploads, in display order; photos left out are deleted after the save. */
  imageIds: string[];
};

export function updateListing({ id, ...body }: UpdateListingInput): Promise<AdminListingRecord> {
  return apiClient
    .put<typeof adminListingAnswerSchema>(`/admin/properties/${encodeURIComponent(id)}`, body)
    .then(({ property }) => property);
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: (listing) => {
      toast.success('Property updated successfully');
      // The answer is the saved listing: store it rather than fetch it again.
      queryClient.setQueryData(queryKeys.properties.adminDetail(listing.id), listing);
      return refreshAfterListingWrite(queryClient, { lists: 'read-again' });
    },
    onError: () => {
      toast.error('Failed to update property');
    },
  });
}
