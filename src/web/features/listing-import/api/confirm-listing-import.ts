import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { listingImportAnswerSchema } from '#domain/listing-import';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** "Import N listings": the server queues the job that writes the previewed rows. */
export function confirmListingImport(id: string) {
  return apiClient.post<typeof listingImportAnswerSchema>(`/admin/imports/${encodeURIComponent(id)}/confirm`);
}

export function useConfirmListingImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmListingImport,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.listingImport.detail(answer.import.id), answer),
  });
}
