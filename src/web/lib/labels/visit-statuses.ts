/**
 * A booked visit's status, in the page's language (catalogue: visits, which every page showing a visit's status
 * loads: My HouseHunt, My leads, the visit pages, the team's bookings).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingStatus } from '#domain/booking-management';

export const BOOKING_STATUS_MESSAGES: Record<BookingStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  confirmed: msg`Confirmed`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  'no-show': msg`No-show`,
};
