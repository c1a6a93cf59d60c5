import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import type { userAnswerSchema } from '#domain/user-profile';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** A trusted lister's edits of a live listing publish at once; others go back to the team's review. */
export type TrustedListerChange = { userId: string; trustedLister: boolean; version: number };

export function useSetTrustedLister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, trustedLister, version }: TrustedListerChange) =>
      apiClient.patch<typeof userAnswerSchema>(`/admin/users/${userId}/trusted-lister`, {
        trustedLister,
        version,
      }),
    onSuccess: ({ user }) =>
      toast.success(
        user.trustedLister
          ? `${user.email}'s listing edits now publish at once`
          : `${user.email}'s listing edits now go to review`,
      ),
    onError: (error) => toast.error(`Could not change the lister's trust. ${error.message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings.users() }),
  });
}
