import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingPage, adminBookingSchema } from '#domain/admin-booking';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export function getAdminBooking(id: string, signal?: AbortSignal) {
  return apiClient.get<typeof adminBookingSchema>(`/admin/bookings/${encodeURIComponent(id)}`, { signal });
}

export const adminBookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.bookings.detail(id),
    queryFn: ({ signal }) => getAdminBooking(id, signal),
    // The panel explains a missing booking itself; no app-wide error toast on top.
    meta: { quietErrors: true },
  });

/** One booking for the detail panel; the row it was opened from shows at once while the server answers. */
export function useAdminBooking(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...adminBookingQueryOptions(id ?? ''),
    enabled: id !== undefined,
    placeholderData: () => {
      if (!id) return undefined;
      const lists = queryClient.getQueriesData<AdminBookingPage>({ queryKey: queryKeys.bookings.lists() });
      for (const [, page] of lists) {
        const found = page?.items.find((booking) => booking.id === id);
        if (found) return found;
      }
      return undefined;
    },
  });
}
