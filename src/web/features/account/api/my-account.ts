/** My HouseHunt's calls: my visits and enquiries, cancelling a pending visit, deleting the account. */
import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import type {
  accountDeletionAnswerSchema,
  myEnquiryListSchema,
  myVisitAnswerSchema,
  myVisitListSchema,
} from '#domain/my-account';
import type { VisitFeedback } from '#domain/visit-feedback';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { forgetSession } from '#web/lib/sign-out';

export const myVisitsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.account.visits(userId),
    queryFn: ({ signal }) => apiClient.get<typeof myVisitListSchema>('/me/visits', { signal }),
  });

export const myEnquiriesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.account.enquiries(userId),
    queryFn: ({ signal }) => apiClient.get<typeof myEnquiryListSchema>('/me/enquiries', { signal }),
  });

/** Where the browser downloads the data file from: a plain link, the session cookie is all it needs. */
export const ACCOUNT_EXPORT_URL = '/api/me/export';

export function useCancelVisit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post<typeof myVisitAnswerSchema>(`/me/visits/${encodeURIComponent(id)}/cancel`),
    onSuccess: ({ visit: { reference } }) => toast.success(t`Visit ${reference} cancelled`),
    onError: ({ message }) => toast.error(t`Could not cancel the visit. ${message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.visits(userId) }),
  });
}

/** My three answers after a completed visit; My HouseHunt's list then shows them. */
export function useGiveMyVisitFeedback(userId: string, visitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: VisitFeedback) =>
      apiClient.post<typeof myVisitAnswerSchema>(
        `/me/visits/${encodeURIComponent(visitId)}/feedback`,
        answers,
      ),
    onSuccess: () => toast.success(t`Thank you! Your answers help other house hunters.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.visits(userId) }),
  });
}

/** Deletes the account; the server has signed the browser out, so the session is forgotten here too. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: string) =>
      apiClient.delete<typeof accountDeletionAnswerSchema>('/me', {}, { confirmation }),
    onSuccess: () => {
      forgetSession(queryClient);
      toast.success(t`Your account has been deleted.`, { id: 'account-deleted' });
    },
  });
}
