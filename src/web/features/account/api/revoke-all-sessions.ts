import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { forgetSession } from '#web/lib/sign-out';

/** Ends every session of the signed-in person, this browser's included. */
export function revokeAllSessions(): Promise<void> {
  return apiClient.post('/me/sessions/revoke-all');
}

/** Signs out everywhere, then goes to /login as a sign-out does. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: queryKeys.auth.signOut(),
    mutationFn: revokeAllSessions,
    onSuccess: () => {
      // Navigating first: the admin guard must not see a signed-out session on an admin page and send the
      // person to sign in with "please login" instead of the sign-out they asked for.
      void navigate('/login', { replace: true });
      forgetSession(queryClient);
    },
  });
}
