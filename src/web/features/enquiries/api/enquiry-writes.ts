/** The team's changes to an enquiry: its status and their notes. Each answers with the enquiry as it now is. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import type { AdminEnquiry, EnquiryNotesInput, EnquiryStatus } from '../../../../domain/enquiry-management';
import { ApiError, apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const enquiryPath = (id: string) => `/admin/enquiries/${encodeURIComponent(id)}`;

export function changeEnquiryStatus(id: string, status: EnquiryStatus): Promise<AdminEnquiry> {
  return apiClient.post<AdminEnquiry>(`${enquiryPath(id)}/status`, { status });
}

export function updateEnquiryNotes(id: string, notes: EnquiryNotesInput): Promise<AdminEnquiry> {
  return apiClient.put<AdminEnquiry>(`${enquiryPath(id)}/notes`, notes);
}

/**
 * Shared by both writes: the answer becomes the panel's enquiry, and the lists and the shell's figures (new
 * enquiries) refresh. A refusal because the enquiry changed meanwhile (409) or went (404) is toasted and the
 * enquiry read again, so the panel shows what is true now; a field to fix is left to the form that sent it.
 */
function useEnquiryWrite<Variables>(
  write: (id: string, variables: Variables) => Promise<AdminEnquiry>,
  { id, success }: { id: string; success: (enquiry: AdminEnquiry) => string },
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.enquiries.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
    ]);
  return useMutation({
    mutationFn: (variables: Variables) => write(id, variables),
    onSuccess: (enquiry) => {
      queryClient.setQueryData(queryKeys.enquiries.detail(enquiry.id), enquiry);
      toast.success(success(enquiry), { id: `enquiry-write:${enquiry.id}` });
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) return;
      toast.error(error.message, { id: `enquiry-write-error:${id}` });
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void refresh();
    },
  });
}

export const useChangeEnquiryStatus = (id: string, success: (enquiry: AdminEnquiry) => string) =>
  useEnquiryWrite(changeEnquiryStatus, { id, success });

export const useUpdateEnquiryNotes = (id: string, success: (enquiry: AdminEnquiry) => string) =>
  useEnquiryWrite(updateEnquiryNotes, { id, success });
