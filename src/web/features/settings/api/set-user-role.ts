import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { UserRole, userAnswerSchema } from '../../../../domain/user-profile';

export type RoleChange = { userId: string; role: UserRole };

export function setUserRole({ userId, role }: RoleChange) {
  return apiClient.patch<typeof userAnswerSchema>(`/admin/users/${userId}/role`, { role });
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
