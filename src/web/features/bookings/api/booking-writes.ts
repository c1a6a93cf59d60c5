/** The team's changes to a booking: status, reschedule and notes. Each answers with the booking as it now is. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import type {
  AdminBooking,
  BookingNotes,
  BookingReschedule,
  BookingStatus,
} from '../../../../domain/booking-management';
import { ApiError, apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const bookingPath = (id: string) => `/admin/bookings/${encodeURIComponent(id)}`;

export function changeBookingStatus(id: string, status: BookingStatus): Promise<AdminBooking> {
  return apiClient.post<AdminBooking>(`${bookingPath(id)}/status`, { status });
}

export function rescheduleBooking(id: string, visit: BookingReschedule): Promise<AdminBooking> {
  return apiClient.post<AdminBooking>(`${bookingPath(id)}/reschedule`, visit);
}

export function updateBookingNotes(id: string, notes: BookingNotes): Promise<AdminBooking> {
  return apiClient.put<AdminBooking>(`${bookingPath(id)}/notes`, notes);
}

/**
 * Shared by every booking write: the answer becomes the panel's booking, and the lists, the agenda and the
 * shell's badges and tiles (pending visits) refresh. A refusal because the booking changed meanwhile (409) or
 * went (404) is toasted and the booking read again, so the panel shows what is true now; other refusals
 * (a field to fix) are left to the form that sent them.
 */
function useBookingWrite<Variables>(
  write: (id: string, variables: Variables) => Promise<AdminBooking>,
  { id, success }: { id: string; success: (booking: AdminBooking) => string },
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
    ]);
  return useMutation({
    mutationFn: (variables: Variables) => write(id, variables),
    onSuccess: (booking) => {
      queryClient.setQueryData(queryKeys.bookings.detail(booking.id), booking);
      toast.success(success(booking), { id: `booking-write:${booking.id}` });
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) return;
      toast.error(error.message, { id: `booking-write-error:${id}` });
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void refresh();
    },
  });
}

export const useChangeBookingStatus = (id: string, success: (booking: AdminBooking) => string) =>
  useBookingWrite(changeBookingStatus, { id, success });

export const useRescheduleBooking = (id: string, success: (booking: AdminBooking) => string) =>
  useBookingWrite(rescheduleBooking, { id, success });

export const useUpdateBookingNotes = (id: string, success: (booking: AdminBooking) => string) =>
  useBookingWrite(updateBookingNotes, { id, success });
