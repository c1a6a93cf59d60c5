import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listingImportAnswerSchema } from '#domain/listing-import';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export function getListingImport(id: string, signal?: AbortSignal) {
  return apiClient.get<typeof listingImportAnswerSchema>(`/admin/imports/${encodeURIComponent(id)}`, {
    signal,
  });
}

const RUNNING = new Set(['queued', 'importing']);

/** The import, asked again every second while its job runs, so the page shows the progress. */
export function useListingImport(id: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.listingImport.detail(id ?? ''),
      queryFn: ({ signal }) => getListingImport(id ?? '', signal),
    }),
    enabled: id !== null,
    refetchInterval: (query) => (RUNNING.has(query.state.data?.import.status ?? '') ? 1000 : false),
  });
}
