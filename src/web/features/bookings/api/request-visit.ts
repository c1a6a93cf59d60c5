import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { toast } from '#web/lib/toast';
import type { BookingConfirmation, bookingConfirmationAnswerSchema } from '#domain/booking-confirmation';
import type { BookingRequest } from '#domain/booking-request';
import {
  useGuardedSubmission,
  type SubmissionGuard,
} from '#web/components/visitor-form/use-guarded-submission';
import { apiClient } from '#web/lib/api-client';
import { visitDateText } from '#web/features/bookings/utils/visit-texts';
import { visitSlotText } from '#web/lib/labels/visit-slots';

export type { BookingConfirmation };

export function requestVisit(
  request: BookingRequest,
  { idempotencyKey, ...guard }: SubmissionGuard,
): Promise<BookingConfirmation> {
  return apiClient
    .post<typeof bookingConfirmationAnswerSchema>(
      '/bookings',
      // The page's language: the visitor's mails about it are written in it.
      { ...request, locale: i18n.locale === 'hi' ? 'hi' : 'en', ...guard },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    )
    .then(({ booking }) => booking);
}

export function useRequestVisit() {
  const { t, i18n: pageI18n } = useLingui();
  return useGuardedSubmission(requestVisit, {
    onSuccess: (booking) => {
      const day = visitDateText(pageI18n, booking.preferredDate);
      const time = visitSlotText(pageI18n, booking.timeSlot).toLowerCase();
      toast.success(t`Visit requested for ${day}, ${time}. We will call you to confirm.`, {
        id: `booking:${booking.id}`,
      });
    },
  });
}
