/** The team's changes to an enquiry: its status and their notes. Each answers with the enquiry as it now is. */
import type { EnquiryNotesInput, EnquiryStatusChange } from '#domain/enquiry-management';
import type { AdminEnquiry, adminEnquirySchema } from '#domain/admin-enquiry';
import type { QueryKey } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { useRecordWrite } from '#web/lib/use-record-write';

const enquiryPath = (id: string) => `/admin/enquiries/${encodeURIComponent(id)}`;

/** Sends the status the admin saw as `from`, so an enquiry someone else moved meanwhile is refused, not overwritten. */
export function changeEnquiryStatus(id: string, change: EnquiryStatusChange): Promise<AdminEnquiry> {
  return apiClient.post<typeof adminEnquirySchema>(`${enquiryPath(id)}/status`, change);
}

export function updateEnquiryNotes(id: string, notes: EnquiryNotesInput): Promise<AdminEnquiry> {
  return apiClient.put<typeof adminEnquirySchema>(`${enquiryPath(id)}/notes`, notes);
}

const ENQUIRY_SHOWN_IN = [queryKeys.enquiries.all, queryKeys.dashboard.all, queryKeys.adminSearch.all];

/** Every enquiry write also refreshes the new-enquiry badges and tiles. */
const useEnquiryWrite = <Variables>(
  write: (id: string, variables: Variables) => Promise<AdminEnquiry>,
  id: string,
  success: (enquiry: AdminEnquiry) => string,
  refreshKeys: readonly QueryKey[],
) =>
  useRecordWrite(write, {
    record: 'enquiry',
    id,
    success,
    detailKey: queryKeys.enquiries.detail,
    refreshKeys,
  });

// The server reads the enquiry's notice when its status moves, so the bell's count falls at once.
export const useChangeEnquiryStatus = (id: string, success: (enquiry: AdminEnquiry) => string) =>
  useEnquiryWrite(changeEnquiryStatus, id, success, [...ENQUIRY_SHOWN_IN, queryKeys.notifications.all]);

export const useUpdateEnquiryNotes = (id: string, success: (enquiry: AdminEnquiry) => string) =>
  useEnquiryWrite(updateEnquiryNotes, id, success, ENQUIRY_SHOWN_IN);
