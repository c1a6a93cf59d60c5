import { toast } from 'react-hot-toast';
import type { BookingRequest, VisitTimeSlot } from '../../../../domain/booking-request';
import { VISIT_TIME_SLOT_LABELS } from '../../../../domain/booking-request';
import { formatVisitDate } from '../../../../domain/india-calendar';
import {
  useGuardedSubmission,
  type SubmissionGuard,
} from '../../../components/visitor-form/use-guarded-submission';
import { apiClient } from '../../../lib/api-client';

/** The booking as the server recorded it, for the confirmation shown to the visitor who made it. */
export type BookingConfirmation = {
  id: string;
  /** What the visitor quotes when they call about the visit. */
  reference: string;
  propertyId: string | null;
  propertyTitle: string;
  name: string;
  /** +91XXXXXXXXXX */
  phone: string;
  email: string | null;
  /** YYYY-MM-DD, an India calendar day. */
  preferredDate: string;
  timeSlot: VisitTimeSlot;
  message: string | null;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no-show';
  createdAt: string;
};

export function requestVisit(
  request: BookingRequest,
  { idempotencyKey, ...guard }: SubmissionGuard,
): Promise<BookingConfirmation> {
  return apiClient
    .post<{ booking: BookingConfirmation }>(
      '/bookings',
      { ...request, ...guard },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    )
    .then(({ booking }) => booking);
}

export function useRequestVisit() {
  return useGuardedSubmission(requestVisit, {
    onSuccess: (booking) => {
      toast.success(
        `Visit requested for ${formatVisitDate(booking.preferredDate)}, ${VISIT_TIME_SLOT_LABELS[booking.timeSlot].toLowerCase()}. We will call you to confirm.`,
        { id: `booking:${booking.id}` },
      );
    },
  });
}
