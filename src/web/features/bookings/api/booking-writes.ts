/** The team's changes to a booking: status, reschedule and notes. Each answers with the booking as it now is. */
import type {
  AdminBooking,
  BookingNotes,
  BookingReschedule,
  BookingStatusChange,
} from '../../../../domain/booking-management';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRecordWrite } from '../../../lib/use-record-write';

const bookingPath = (id: string) => `/admin/bookings/${encodeURIComponent(id)}`;

/** Sends the status the admin saw as `from`, so a booking someone else moved meanwhile is refused, not overwritten. */
export function changeBookingStatus(id: string, change: BookingStatusChange): Promise<AdminBooking> {
  return apiClient.post<AdminBooking>(`${bookingPath(id)}/status`, change);
}

export function rescheduleBooking(id: string, visit: BookingReschedule): Promise<AdminBooking> {
  return apiClient.post<AdminBooking>(`${bookingPath(id)}/reschedule`, visit);
}

export function updateBookingNotes(id: string, notes: BookingNotes): Promise<AdminBooking> {
  return apiClient.put<AdminBooking>(`${bookingPath(id)}/notes`, notes);
}

/** Every booking write also refreshes the agenda (under the bookings key) and the pending-visit badges. */
const useBookingWrite = <Variables>(
  write: (id: string, variables: Variables) => Promise<AdminBooking>,
  id: string,
  success: (booking: AdminBooking) => string,
) =>
  useRecordWrite(write, {
    record: 'booking',
    id,
    success,
    detailKey: queryKeys.bookings.detail,
    refreshKeys: [queryKeys.bookings.all, queryKeys.dashboard.all, queryKeys.adminSearch.all],
  });

export const useChangeBookingStatus = (id: string, success: (booking: AdminBooking) => string) =>
  useBookingWrite(changeBookingStatus, id, success);

export const useRescheduleBooking = (id: string, success: (booking: AdminBooking) => string) =>
  useBookingWrite(rescheduleBooking, id, success);

export const useUpdateBookingNotes = (id: string, success: (booking: AdminBooking) => string) =>
  useBookingWrite(updateBookingNotes, id, success);
