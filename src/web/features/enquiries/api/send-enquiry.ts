import { toast } from 'react-hot-toast';
import type { EnquiryKind, EnquiryRequest } from '../../../../domain/enquiry-request';
import {
  useGuardedSubmission,
  type SubmissionGuard,
} from '../../../components/visitor-form/use-guarded-submission';
import { apiClient } from '../../../lib/api-client';

/** The enquiry as the server recorded it, for the confirmation shown to the visitor who sent it. */
export type EnquiryReceipt = {
  id: string;
  kind: EnquiryKind;
  propertyId: string | null;
  name: string;
  /** +91XXXXXXXXXX */
  phone: string | null;
  email: string | null;
  city: string | null;
  message: string | null;
  details: Record<string, unknown>;
  status: 'new' | 'contacted' | 'closed';
  createdAt: string;
};

export function sendEnquiry(
  request: EnquiryRequest,
  { idempotencyKey, ...guard }: SubmissionGuard,
): Promise<EnquiryReceipt> {
  return apiClient
    .post<{ enquiry: EnquiryReceipt }>(
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
