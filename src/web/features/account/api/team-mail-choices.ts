import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamMailChoices, teamMailChoicesSchema } from '#domain/team-mail-choices';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export function getTeamMailChoices(signal?: AbortSignal) {
  return apiClient.get<typeof teamMailChoicesSchema>('/admin/profile/team-mail', { signal });
}

export function saveTeamMailChoices(choices: TeamMailChoices) {
  return apiClient.put<typeof teamMailChoicesSchema>('/admin/profile/team-mail', choices);
}

export const teamMailChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.teamMail(),
    queryFn: ({ signal }) => getTeamMailChoices(signal),
  });

export function useTeamMailChoices() {
  return useQuery(teamMailChoicesQueryOptions());
}

export function useSaveTeamMailChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamMailChoices,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.account.teamMail(), saved),
  });
}
