/** The team's changes to a booking: status, reschedule and notes. Each answers with the booking as it now is. */
import type { BookingNotes, BookingReschedule, BookingStatusChange } from '#domain/booking-management';
import type { AdminBooking, adminBookingSchema } from '#domain/admin-booking';
import type { QueryKey } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { useRecordWrite } from '#web/lib/use-record-write';

const bookingPath = (id: string) => `/admin/bookings/${encodeURIComponent(id)}`;

/** Sends the version the admin saw, so a booking someone else moved meanwhile is refused, not overwritten. */
export function changeBookingStatus(id: string, change: BookingStatusChange): Promise<AdminBooking> {
  return apiClient.post<typeof adminBookingSchema>(`${bookingPath(id)}/status`, change);
}

export function rescheduleBooking(id: string, visit: BookingReschedule): Promise<AdminBooking> {
  return apiClient.post<typeof adminBookingSchema>(`${bookingPath(id)}/reschedule`, visit);
}

export function updateBookingNotes(id: string, notes: BookingNotes): Promise<AdminBooking> {
  return apiClient.put<typeof adminBookingSchema>(`${bookingPath(id)}/notes`, notes);
}

const BOOKING_SHOWN_IN = [queryKeys.bookings.all, queryKeys.dashboard.all, queryKeys.adminSearch.all];
// The server reads the booking's notice when the booking is dealt with, so the bell's count falls at once.
const BOOKING_DEALT_WITH = [...BOOKING_SHOWN_IN, queryKeys.notifications.all];

/** Every booking write also refreshes the agenda (under the bookings key) and the pending-visit badges. */
const useBookingWrite = <Variables>(
  write: (id: string, variables: Variables) => Promise<AdminBooking>,
  id: string,
  success: (booking: AdminBooking) => string,
  refreshKeys: readonly QueryKey[],
) =>
  useRecordWrite(write, {
    record: 'booking',
    id,
    success,
    detailKey: queryKeys.bookings.detail,
    refreshKeys,
  });

export const useChangeBookingStatus = (id: string, success: (booking: AdminBooking) => string) =>
  useBookingWrite(changeBookingStatus, id, success, BOOKING_DEALT_WITH);

export const useRescheduleBooking = (id: string, success: (booking: AdminBooking) => string) =>
  useBookingWrite(rescheduleBooking, id, success, BOOKING_DEALT_WITH);

export const useUpdateBookingNotes = (id: string, success: (booking: AdminBooking) => string) =>
  useBookingWrite(updateBookingNotes, id, success, BOOKING_SHOWN_IN);
