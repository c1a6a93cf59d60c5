import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import type { UserRole, userAnswerSchema } from '#domain/user-profile';

/** `version` is the account's as the admin saw it: someone else's change meanwhile is refused, not undone. */
export type RoleChange = { userId: string; role: UserRole; version: number };

export function setUserRole({ userId, role, version }: RoleChange) {
  return apiClient.patch<typeof userAnswerSchema>(`/admin/users/${userId}/role`, { role, version });
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.settings.users() });
      // Demoting oneself ends one's own admin access: the session says so, and the admin guard acts on it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.session() });
    },
  });
}
