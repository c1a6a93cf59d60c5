import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminEnquiryPage, adminEnquirySchema } from '#domain/admin-enquiry';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export function getAdminEnquiry(id: string, signal?: AbortSignal) {
  return apiClient.get<typeof adminEnquirySchema>(`/admin/enquiries/${encodeURIComponent(id)}`, { signal });
}

export const adminEnquiryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.enquiries.detail(id),
    queryFn: ({ signal }) => getAdminEnquiry(id, signal),
    // The panel explains a missing enquiry itself; no app-wide error toast on top.
    meta: { quietErrors: true },
  });

/** One enquiry for the detail panel; the row it was opened from shows at once while the server answers. */
export function useAdminEnquiry(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...adminEnquiryQueryOptions(id ?? ''),
    enabled: id !== undefined,
    placeholderData: () => {
      if (!id) return undefined;
      const lists = queryClient.getQueriesData<AdminEnquiryPage>({ queryKey: queryKeys.enquiries.lists() });
      for (const [, page] of lists) {
        const found = page?.items.find((enquiry) => enquiry.id === id);
        if (found) return found;
      }
      return undefined;
    },
  });
}
