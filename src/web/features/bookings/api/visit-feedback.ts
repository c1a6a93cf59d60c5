/** The "How was your visit?" link's calls: the visit it names, and the visitor's answers, signed out. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisitFeedback, visitFeedbackVisitAnswerSchema } from '#domain/visit-feedback';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

const withToken = (token: string) => `/bookings/feedback?${new URLSearchParams({ token })}`;

export const feedbackVisitQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.visitFeedback.visit(token),
    queryFn: ({ signal }) =>
      apiClient.get<typeof visitFeedbackVisitAnswerSchema>(withToken(token), { signal }),
    enabled: token !== '',
    retry: false,
    meta: { quietErrors: true },
  });

export function useGiveVisitFeedback(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: VisitFeedback) =>
      apiClient.post<typeof visitFeedbackVisitAnswerSchema>(withToken(token), answers),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.visitFeedback.visit(token), answer),
  });
}
