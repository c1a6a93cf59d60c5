/** How new leads are given to the team's agents (GET/PUT /api/admin/lead-routing). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import type { LeadRoutingMode, leadRoutingAnswerSchema } from '#domain/lead-routing';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export const leadRoutingQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.leadRouting.current(),
    queryFn: ({ signal }) => apiClient.get<typeof leadRoutingAnswerSchema>('/admin/lead-routing', { signal }),
  });

export const useLeadRouting = () => useQuery(leadRoutingQueryOptions());

/** Saves the mode over the version read; a change made meanwhile is refused and the choice read again. */
export function useSaveLeadRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { mode: LeadRoutingMode; version: number }) =>
      apiClient.put<typeof leadRoutingAnswerSchema>('/admin/lead-routing', change),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.leadRouting.current(), answer);
      toast.success('New leads will go where you chose', { id: 'lead-routing' });
    },
    onError: (error) => {
      toast.error(`Could not save how new leads are assigned. ${error.message}`, { id: 'lead-routing' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.leadRouting.current() });
    },
  });
}
