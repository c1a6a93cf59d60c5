import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import type { PropertyInput } from '#domain/property-schema';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import type { Listing, listingAnswerSchema } from '#domain/listing-record';
import { refreshAfterListingWrite } from './listing-writes';

export type CreateListingInput = {
  property: PropertyInput;
  /** Uploaded photos in display order; the first is the cover. */
  imageIds: string[];
};

export function createListing(input: CreateListingInput): Promise<Listing> {
  return apiClient
    .post<typeof listingAnswerSchema>('/admin/properties', input)
    .then(({ property }) => property);
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: (listing) => {
      toast.success('Property created successfully');
      queryClient.setQueryData(queryKeys.properties.adminDetail(listing.id), listing);
      return refreshAfterListingWrite(queryClient, { lists: 'read-again' });
    },
    onError: () => {
      toast.error('Failed to create property');
    },
  });
}
