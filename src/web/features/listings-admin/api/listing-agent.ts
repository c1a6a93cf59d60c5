/** The team's agents, and giving a listing to one of them (GET /api/admin/agents, PUT …/properties/:id/agent). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import type { ListingAgentChange, listingAgentSchema, teamAgentsAnswerSchema } from '#domain/lead-routing';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export const useTeamAgents = () =>
  useQuery({
    queryKey: queryKeys.teamAgents,
    queryFn: ({ signal }) => apiClient.get<typeof teamAgentsAnswerSchema>('/admin/agents', { signal }),
  });

export function useAssignListingAgent(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ListingAgentChange) =>
      apiClient.put<typeof listingAgentSchema>(
        `/admin/properties/${encodeURIComponent(listingId)}/agent`,
        change,
      ),
    onSuccess: (saved) => {
      toast.success(saved.assignedAgentId ? 'Agent assigned' : 'Agent removed', { id: 'listing-agent' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.properties.adminDetail(listingId) });
      // Visitors never see who works a listing: only the team's own lists change.
      void queryClient.invalidateQueries({ queryKey: queryKeys.properties.adminLists() });
    },
    onError: (error) => {
      toast.error(`Could not assign the agent. ${error.message}`, { id: 'listing-agent' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.properties.adminDetail(listingId) });
    },
  });
}
