/** The team's changes to an enquiry: its status and their notes. Each answers with the enquiry as it now is. */
import type {
  AdminEnquiry,
  EnquiryNotesInput,
  EnquiryStatusChange,
} from '../../../../domain/enquiry-management';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRecordWrite } from '../../../lib/use-record-write';

const enquiryPath = (id: string) => `/admin/enquiries/${encodeURIComponent(id)}`;

/** Sends the status the admin saw as `from`, so an enquiry someone else moved meanwhile is refused, not overwritten. */
export function changeEnquiryStatus(id: string, change: EnquiryStatusChange): Promise<AdminEnquiry> {
  return apiClient.post<AdminEnquiry>(`${enquiryPath(id)}/status`, change);
}

export function updateEnquiryNotes(id: string, notes: EnquiryNotesInput): Promise<AdminEnquiry> {
  return apiClient.put<AdminEnquiry>(`${enquiryPath(id)}/notes`, notes);
}

/** Every enquiry write also refreshes the new-enquiry badges and tiles. */
const useEnquiryWrite = <Variables>(
  write: (id: string, variables: Variables) => Promise<AdminEnquiry>,
  id: string,
  success: (enquiry: AdminEnquiry) => string,
) =>
  useRecordWrite(write, {
    record: 'enquiry',
    id,
    success,
    detailKey: queryKeys.enquiries.detail,
    refreshKeys: [queryKeys.enquiries.all, queryKeys.dashboard.all, queryKeys.adminSearch.all],
  });

export const useChangeEnquiryStatus = (id: string, success: (enquiry: AdminEnquiry) => string) =>
  useEnquiryWrite(changeEnquiryStatus, id, success);

export const useUpdateEnquiryNotes = (id: string, success: (enquiry: AdminEnquiry) => string) =>
  useEnquiryWrite(updateEnquiryNotes, id, success);
