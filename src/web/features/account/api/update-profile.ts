import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '#domain/profile-update';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import type { Session, userAnswerSchema } from '#domain/user-profile';

export function updateProfile(profile: ProfileUpdateInput) {
  return apiClient.patch<typeof userAnswerSchema>('/me/profile', profile);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      // The profile menu and every page reading the session show the new name and photo at once.
      queryClient.setQueryData<Session>(queryKeys.auth.session(), (session) =>
        session ? { ...session, user } : session,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.settings.users() });
    },
  });
}
