import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminBookingPageSchema } from '#domain/admin-booking';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { toListQuery, type BookingListRequest } from '#web/features/bookings/utils/booking-list-params';

export function getAdminBookings(request: BookingListRequest, signal?: AbortSignal) {
  return apiClient.get<typeof adminBookingPageSchema>(`/admin/bookings?${toListQuery(request)}`, { signal });
}

export const adminBookingsQueryOptions = (request: BookingListRequest) =>
  queryOptions({
    queryKey: queryKeys.bookings.list(request),
    queryFn: ({ signal }) => getAdminBookings(request, signal),
    // The old page stays on screen while the next one loads, so the table does not collapse on every click.
    placeholderData: keepPreviousData,
  });

export function useAdminBookings(request: BookingListRequest, enabled = true) {
  return useQuery({ ...adminBookingsQueryOptions(request), enabled });
}
