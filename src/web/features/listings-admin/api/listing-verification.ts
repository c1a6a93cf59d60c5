/** The admin's calls on a listing's verification record: read it, record or re-date a check, remove one. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import { VERIFICATION_CHECK_LABELS, type VerificationCheck } from '#domain/listing-verification';
import { type adminVerificationRecordSchema, type VerificationCheckInput } from '#domain/verification-record';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

const path = (listingId: string, check?: VerificationCheck) =>
  `/admin/properties/${encodeURIComponent(listingId)}/verification${check ? `/${check}` : ''}`;

export const adminVerificationQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: queryKeys.properties.adminVerification(listingId),
    queryFn: ({ signal }) => apiClient.get<typeof adminVerificationRecordSchema>(path(listingId), { signal }),
  });

export function useAdminVerification(listingId: string) {
  return useQuery(adminVerificationQueryOptions(listingId));
}

type CheckChange =
  | { check: VerificationCheck; remove: false; entry: VerificationCheckInput }
  | { check: VerificationCheck; remove: true };

/** Records, re-dates or removes one check; the answer is the whole record, put straight into the cache. */
export function useChangeVerificationCheck(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CheckChange) =>
      change.remove
        ? apiClient.delete<typeof adminVerificationRecordSchema>(path(listingId, change.check))
        : apiClient.put<typeof adminVerificationRecordSchema>(path(listingId, change.check), change.entry),
    onSuccess: (record, change) => {
      queryClient.setQueryData(queryKeys.properties.adminVerification(listingId), record);
      void queryClient.invalidateQueries({ queryKey: queryKeys.properties.verification(listingId) });
      const label = VERIFICATION_CHECK_LABELS[change.check];
      toast.success(change.remove ? `Removed: ${label}` : `Saved: ${label}`);
    },
  });
}
