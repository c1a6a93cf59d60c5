import { toast } from 'react-hot-toast';
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
      { ...request, ...guard },
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
