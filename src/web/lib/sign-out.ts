import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import { apiClient } from './api-client';
import { forgetOfflineCopies } from './offline-copies';
import { queryKeys } from './query-keys';
import { SIGNED_OUT } from './session';

/** The item older HouseHunt builds kept the user in; sign-out removes it (spec §4). */
const LEGACY_USER_STORAGE_KEY = 'user';

export function signOut(): Promise<void> {
  return apiClient.post('/auth/logout');
}

/**
 * Forgets a session the server has ended: it reads as signed out (which drops everything fetched while signed
 * in, see forgetSignedInDataWhenSessionEnds), and the person is told so.
 */
export function forgetSession(queryClient: QueryClient): void {
  try {
    localStorage.removeItem(LEGACY_USER_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy mode); there is nothing to remove then.
  }
  forgetOfflineCopies();
  queryClient.setQueryData(queryKeys.auth.session(), SIGNED_OUT);
  toast.success(t`Successfully signed out!`, { id: 'signed-out' });
}

/**
 * Ends the session on the server, then forgets it here. Callers decide where to go next and how to report
 * a failure (the admin shell only logs it, spec §8).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.auth.signOut(),
    mutationFn: signOut,
    onSuccess: () => forgetSession(queryClient),
  });
}
