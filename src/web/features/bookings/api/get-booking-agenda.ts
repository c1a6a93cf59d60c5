import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingAgenda, BookingStatus } from '../../../../domain/booking-management';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AgendaRequest = {
  /** The first day, YYYY-MM-DD; the server's today in India when absent. */
  from?: string;
  days: number;
  /** Empty: the server's default (pending and confirmed, the visits still to happen). */
  status: BookingStatus[];
};

export function getBookingAgenda(request: AgendaRequest, signal?: AbortSignal): Promise<BookingAgenda> {
  const search = new URLSearchParams({ days: String(request.days) });
  if (request.from) search.set('from', request.from);
  if (request.status.length > 0) search.set('status', request.status.join(','));
  return apiClient.get<BookingAgenda>(`/admin/bookings/agenda?${search}`, { signal });
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
