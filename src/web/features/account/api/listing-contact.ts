/** The number my listings reveal, whether they reveal it, and the log of who saw whose number. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ListingContactInput,
  listingContactAnswerSchema,
  phoneRevealLogSchema,
} from '#domain/contact-privacy';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export const listingContactQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.account.listingContact(userId),
    queryFn: ({ signal }) =>
      apiClient.get<typeof listingContactAnswerSchema>('/me/listing-contact', { signal }),
  });

export const phoneRevealLogQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.account.phoneReveals(userId),
    queryFn: ({ signal }) => apiClient.get<typeof phoneRevealLogSchema>('/me/phone-reveals', { signal }),
  });

export function useSaveListingContact(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: ListingContactInput) =>
      apiClient.put<typeof listingContactAnswerSchema>('/me/listing-contact', contact),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.account.listingContact(userId), saved),
  });
}
