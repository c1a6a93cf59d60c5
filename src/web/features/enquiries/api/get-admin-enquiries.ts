import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminEnquiryPageSchema } from '#domain/admin-enquiry';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { toListQuery, type EnquiryListRequest } from '#web/features/enquiries/utils/enquiry-list-params';

export function getAdminEnquiries(request: EnquiryListRequest, signal?: AbortSignal) {
  return apiClient.get<typeof adminEnquiryPageSchema>(`/admin/enquiries?${toListQuery(request)}`, { signal });
}

export const adminEnquiriesQueryOptions = (request: EnquiryListRequest) =>
  queryOptions({
    queryKey: queryKeys.enquiries.list(request),
    queryFn: ({ signal }) => getAdminEnquiries(request, signal),
    // The old page stays on screen while the next one loads, so the table does not collapse on every click.
    placeholderData: keepPreviousData,
  });

export function useAdminEnquiries(request: EnquiryListRequest) {
  return useQuery(adminEnquiriesQueryOptions(request));
}
