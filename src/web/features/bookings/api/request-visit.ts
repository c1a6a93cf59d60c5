import { toast } from 'react-hot-toast';
import type { BookingConfirmation, bookingConfirmationAnswerSchema } from '#domain/booking-confirmation';
import type { BookingRequest } from '#domain/booking-request';
import { VISIT_TIME_SLOT_LABELS } from '#domain/visit-times';
import { formatVisitDate } from '#domain/india-calendar';
import {
  useGuardedSubmission,
  type SubmissionGuard,
} from '#web/components/visitor-form/use-guarded-submission';
import { apiClient } from '#web/lib/api-client';

export type { BookingConfirmation };

export function requestVisit(
  request: BookingRequest,
  { idempotencyKey, ...guard }: SubmissionGuard,
): Promise<BookingConfirmation> {
  return apiClient
    .post<typeof bookingConfirmationAnswerSchema>(
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
