import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { queuedJobSchema } from '#domain/background-jobs';
import { apiClient, type ApiAnswer } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** Runs a failed job once more. */
export function retryBackgroundJob({ name, id }: { name: string; id: string }) {
  return apiClient.post<typeof queuedJobSchema>(`/admin/jobs/${encodeURIComponent(name)}/${id}/retry`);
}

/** Queues one run of a scheduled job now. */
export function runBackgroundJob({ name }: { name: string }) {
  return apiClient.post<typeof queuedJobSchema>(`/admin/jobs/${encodeURIComponent(name)}/run`);
}

function useBackgroundJobWrite<Variables>(
  write: (variables: Variables) => Promise<ApiAnswer<typeof queuedJobSchema>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.settings.jobs() }),
  });
}

export const useRetryBackgroundJob = () => useBackgroundJobWrite(retryBackgroundJob);
export const useRunBackgroundJob = () => useBackgroundJobWrite(runBackgroundJob);
