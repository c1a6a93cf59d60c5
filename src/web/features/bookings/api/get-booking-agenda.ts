import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { bookingAgendaSchema } from '#domain/admin-booking';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export type AgendaRequest = {
  /** The first day, YYYY-MM-DD; the server's today in India when absent. */
  from?: string;
  days: number;
};

export function getBookingAgenda(request: AgendaRequest, signal?: AbortSignal) {
  const search = new URLSearchParams({ days: String(request.days) });
  if (request.from) search.set('from', request.from);
  return apiClient.get<typeof bookingAgendaSchema>(`/admin/bookings/agenda?${search}`, { signal });
}

export function useBookingAgenda(request: AgendaRequest, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.bookings.agenda(request),
      queryFn: ({ signal }) => getBookingAgenda(request, signal),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}
