/** The "Manage your visit" link's calls: the visit it names, moving it and cancelling it, signed out. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingReschedule } from '#domain/booking-management';
import type { ManagedVisit, managedVisitAnswerSchema } from '#domain/visit-link';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

const withToken = (path: string, token: string) =>
  `/bookings/manage${path}?${new URLSearchParams({ token })}`;

export const linkedVisitQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.visitLink.visit(token),
    queryFn: ({ signal }) => apiClient.get<typeof managedVisitAnswerSchema>(withToken('', token), { signal }),
    // A link without its token (cut short in the mail) is not worth asking about.
    enabled: token !== '',
    retry: false,
    meta: { quietErrors: true },
  });

function useLinkedVisitWrite<Input>(token: string, send: (input: Input) => Promise<{ visit: ManagedVisit }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.visitLink.visit(token), answer),
  });
}

export const useRescheduleLinkedVisit = (token: string) =>
  useLinkedVisitWrite(token, (visit: BookingReschedule) =>
    apiClient.post<typeof managedVisitAnswerSchema>(withToken('/reschedule', token), visit),
  );

export const useCancelLinkedVisit = (token: string) =>
  useLinkedVisitWrite(token, (version: number) =>
    apiClient.post<typeof managedVisitAnswerSchema>(withToken('/cancel', token), { version }),
  );
