import { i18n } from '@lingui/core';
import { toast } from '#web/lib/toast';
import type { EnquiryReceipt, enquiryReceiptAnswerSchema } from '#domain/enquiry-receipt';
import type { EnquiryRequest } from '#domain/enquiry-request';
import {
  useGuardedSubmission,
  type SubmissionGuard,
} from '#web/components/visitor-form/use-guarded-submission';
import { apiClient } from '#web/lib/api-client';

export type { EnquiryReceipt };

export function sendEnquiry(
  request: EnquiryRequest,
  { idempotencyKey, ...guard }: SubmissionGuard,
): Promise<EnquiryReceipt> {
  return apiClient
    .post<typeof enquiryReceiptAnswerSchema>(
      '/enquiries',
      // The page's language: the visitor's mails about it are written in it.
      { ...request, locale: i18n.locale === 'hi' ? 'hi' : 'en', ...guard },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    )
    .then(({ enquiry }) => enquiry);
}

/** Sends an enquiry of any kind; `sentMessage` is the toast that says it arrived. */
export function useSendEnquiry(sentMessage: string) {
  return useGuardedSubmission(sendEnquiry, {
    onSuccess: (enquiry) => {
      toast.success(sentMessage, { id: `enquiry:${enquiry.id}` });
    },
  });
}
